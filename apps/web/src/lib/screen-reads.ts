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
 * Starts a screen's first reads as soon as the router matches its path, beside the download of the
 * screen's code rather than after it has loaded, rendered and mounted: the answers are on their
 * way while the page's chunks still load. The page then finds them in the query cache, in flight
 * or answered, under the same keys, and asks for nothing twice. Returns at once: the screen shows
 * its skeletons and its own error states as before; nothing here waits or throws.
 *
 * Only with a session: without one, the layout's guard sends the merchant to the sign-in, and a
 * read would only be refused.
 */
export function startScreenReads(
  reads: ScreenReads,
  { params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>,
): null {
  if (!hasValidSession()) return null;
  void Promise.all([import('./shared-query-client'), reads({ params, url: new URL(request.url) })]).then(
    ([{ sharedQueryClient }, list]) => {
      const client = sharedQueryClient();
      for (const read of list) {
        // Silent until the page reads it: the page's own read (which replaces the options) says
        // when it fails, and a failure before the page mounts is asked again by the page.
        const meta = { ...read.meta, silent: true };
        if (isPaged(read)) void client.prefetchInfiniteQuery({ ...read, meta });
        else void client.prefetchQuery({ ...read, meta });
      }
    },
    // Offline, or a chunk that failed to load: the page asks for its data itself when it mounts.
    () => undefined,
  );
  return null;
}

/**
 * A screen of a route table (lib/route-table.ts `screen`) whose first reads start when the router
 * matches its path. Only signed-in tables use it, so the sign-in's entry carries none of this.
 */
export const readingScreen = (
  path: string,
  title: PageTitle,
  lazy: NonNullable<RouteObject['lazy']>,
  reads: ScreenReads,
): RouteObject => ({ ...screen(path, title, lazy), loader: (args) => startScreenReads(reads, args) });
