import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import i18n from '@/i18n';
import { notifyError } from '@/components/toasts/toast-store';
import { isApiError } from './api-client';
import { onSessionChange } from './session';

/** Queries and mutations may opt out of the global error toast (e.g. the store header, forms that map field errors). */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** A query client with the app's rules: failed loads toast their user_message; a 401 only ends the session. */
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

/**
 * The app's one query client: the screens read through it (app/providers.tsx), and the routes'
 * loaders start the screens' first reads in it (lib/reads.ts).
 */
export const queryClient = createQueryClient();
// Keys carry no store identity: whatever was cached belongs to the session that just ended.
onSessionChange(() => queryClient.clear());
// Answers carry texts in the language they were asked in (errors, category names): ask again.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());
