import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '@/components/toasts/toast-store';
import { isApiError } from './api-client';

/** Queries and mutations may opt out of the global error toast (e.g. the store header, forms that map field errors). */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** The app's query client: failed loads toast their user_message; a 401 only ends the session. */
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
      // A save tried offline fails at once and says so (the form keeps its input), rather than
      // waiting unseen and being sent by itself, maybe much later, when the connection is back.
      // Loads keep the default: they wait while offline and go on when the connection returns.
      mutations: { networkMode: 'always' },
    },
  });
}
