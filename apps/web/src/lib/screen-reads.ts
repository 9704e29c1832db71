import type { FetchInfiniteQueryOptions, FetchQueryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router-dom';
import type { PageTitle } from './document-title';
import { screen } from './route-table';
import { hasValidSession } from './session';

// Any data and any key: each read is typed where it is made (lib/endpoint-query.ts), and goes into
// the cache as made.
type PlainRead = FetchQueryOptions<any, Error, any, any>;
type PagedRead = FetchInfiniteQueryOptions<any, Error, any, any, any>;
/** A read a screen shows first: the query options its page passes to useQuery or useInfiniteQuery. */
export type ScreenRead = PlainRead | PagedRead;
const isPaged = (read: ScreenRead): read is PagedRead => 'initialPageParam' in read;

/**
 * The reads a screen shows first, from its path's params and the address (search params). Loaded
 * lazily, like the page: `() => import('./api').then((api) => [api.listQuery(1)])`.
 */
export type ScreenReads = (match: { params: Params; url: URL }) => Promise<readonly ScreenRead[]>;

/**
 * How long a screen's first reads may hold back its first render. An answer within it draws the
 * screen with its figures at once: one render and one layout, where a skeleton drawn first would
 * cost a second of each, and flash for the blink before the answer. A slower answer lets the
 * skeleton show when the time is up, as before.
 */
export const FIRST_ANSWER_WAIT_MS = 400;

/**
 * Starts a screen's first reads as soon as the router matches its path, beside the download of the
 * screen's code rather than after it has loaded, rendered and mounted: the answers are on their
 * way while the page's chunks still load. The page then finds them in the query cache, in flight
 * or answered, under the same keys, and asks for nothing twice.
 *
 * The promise it returns (the route's loader's) settles when every read the cache does not hold yet
 * has its answer, or after FIRST_ANSWER_WAIT_MS, whichever comes first; it never rejects. The
 * router keeps what it shows (the start screen, or the screen the merchant is leaving) until then.
 * A read that fails fails silently here: the page asks again and shows its own error state.
 *
 * Only with a session: without one, the layout's guard sends the merchant to the sign-in, and a
 * read would only be refused.
 */
export function startScreenReads(
  reads: ScreenReads,
  { params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>,
): Promise<null> {
  if (!hasValidSession()) return Promise.resolve(null);
  const answered = Promise.all([import('./shared-query-client'), reads({ params, url: new URL(request.url) })]).then(
    ([{ sharedQueryClient }, list]) => {
      const client = sharedQueryClient();
      return Promise.all(
        list.map((read) => {
          // Data in the cache, even old, shows at once, and is not asked for here: a page mounting
          // refreshes its old data itself, and a layout that stays mounted keeps its own fresh.
          if (client.getQueryData(read.queryKey) !== undefined) return undefined;
          // Silent until the page reads it: the page's own read (which replaces the options) says
          // when it fails, and a failure before the page mounts is asked again by the page.
          const meta = { ...read.meta, silent: true };
          return isPaged(read)
            ? client.prefetchInfiniteQuery({ ...read, meta })
            : client.prefetchQuery({ ...read, meta });
        }),
      );
    },
    // Offline, or a chunk that failed to load: the page asks for its data itself when it mounts.
    () => undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_ANSWER_WAIT_MS);
  });
  return Promise.race([answered, waited]).then(() => {
    clearTimeout(timer);
    return null;
  });
}

/**
 * A route whose screen reads first what `reads` names (`startScreenReads`). The reads start when
 * the merchant arrives at the screen; a change of its address's search params alone (a filter, a
 * page of a list) does not run them again: the page asks for the new data itself and shows its
 * own progress, and the router does not hold the address (the search field the merchant types in)
 * back for an answer.
 */
export const screenReads = (reads: ScreenReads): Pick<RouteObject, 'loader' | 'shouldRevalidate'> => ({
  loader: (args) => startScreenReads(reads, args),
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
});

/**
 * A screen of a route table (lib/route-table.ts `screen`) whose first reads start when the router
 * matches its path. Only signed-in tables use it, so the sign-in's entry carries none of this.
 */
export const readingScreen = (
  path: string,
  title: PageTitle,
  lazy: NonNullable<RouteObject['lazy']>,
  reads: ScreenReads,
): RouteObject => ({ ...screen(path, title, lazy), ...screenReads(reads) });
