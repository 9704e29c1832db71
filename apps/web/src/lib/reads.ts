import type { FetchInfiniteQueryOptions, FetchQueryOptions } from '@tanstack/react-query';
import { useLocation, useParams, type LoaderFunction, type Params } from 'react-router-dom';
import i18n, { type Namespace } from '@/i18n';
import { queryClient } from './query-client';
import { hasValidSession } from './session';

// Any data and any key: each read is typed where it is made (lib/endpoint-query.ts), and goes into
// the cache as made.
type PlainRead = FetchQueryOptions<any, Error, any, any>;
type PagedRead = FetchInfiniteQueryOptions<any, Error, any, any, any>;
/** A read a screen shows first: the query options its page passes to useQuery or useInfiniteQuery. */
export type ScreenRead = PlainRead | PagedRead;
const isPaged = (read: ScreenRead): read is PagedRead => 'initialPageParam' in read;

/**
 * What a screen shows first, by name, from its path's params and its address (search, page,
 * filters): `(params, url) => ({ list: voucherListQuery(…) })`. A read the address cannot name (an
 * id no record can have) is `enabled: false`: nothing asks for it, and the page shows its
 * not-found state without a call.
 */
export type Reads<R extends Record<string, ScreenRead>> = (params: Params, url: URL) => R;

/**
 * The loader of a signed-in screen: it starts the screen's reads in the query client as the router
 * matches the path, beside the download of the page's code, and loads the texts the screen reads.
 * It waits for the texts only: the page finds its reads in the cache, in flight or answered, and
 * shows its skeleton until they are. Reads the cache holds fresh are not asked again. A read that
 * fails here fails silently: the page asks again as it mounts, and shows the error and Retry.
 */
export function readsLoader<R extends Record<string, ScreenRead>>(
  namespaces: Namespace[],
  reads?: Reads<R>,
): LoaderFunction {
  return async ({ params, request }) => {
    // Without a session the layout's guard sends the merchant to the sign-in: a read would only be refused.
    if (reads && hasValidSession()) {
      for (const read of Object.values(reads(params, new URL(request.url)))) {
        if ('enabled' in read && read.enabled === false) continue;
        const meta = { ...read.meta, silent: true };
        if (isPaged(read)) void queryClient.prefetchInfiniteQuery({ ...read, meta });
        else void queryClient.prefetchQuery({ ...read, meta });
      }
    }
    await i18n.loadNamespaces(namespaces);
    return null;
  };
}

/** The page's side of `readsLoader`: the same reads, for the address on screen. */
export function useReads<R extends Record<string, ScreenRead>>(reads: Reads<R>): R {
  const params = useParams();
  const { pathname, search } = useLocation();
  return reads(params, new URL(`${pathname}${search}`, window.location.origin));
}
