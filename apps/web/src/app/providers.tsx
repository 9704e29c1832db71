import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../lib/api-client';
import { notifyError } from '../components/toasts/toast-store';

/** Queries and mutations may opt out of the global error toast (e.g. the store header, forms that map field errors). */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A 401 ends the session and redirects; a toast on top would only repeat it.
        if (query.meta?.silent || (isApiError(error) && error.status === 401)) return;
        notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => {
        if (mutation.meta?.silent || (isApiError(error) && error.status === 401)) return;
        notifyError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => !isApiError(error) && count < 1,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
