import type { RouteObject } from 'react-router-dom';
import { loadTranslations } from '@/i18n';
import { titled, type PageTitle } from '@/lib/document-title';
import { nextTask } from '@/lib/next-task';
import { pattern } from '@/lib/paths';

/**
 * Where a feature's screens go. Every feature has a `route-table.ts` exporting one of these, and
 * app/router.tsx composes them: the router knows the layouts and guards, a feature only says which
 * of its screens sit where. Paths come from lib/paths (`pattern(paths.x.y(':id'))`); pages load lazily.
 */
export interface RouteTable {
  /** Signed in, in the main layout: store header, drawer, navigation bar. */
  main?: RouteObject[];
  /** Signed in, full-screen with their own back header. */
  plain?: RouteObject[];
  /** Public, full-screen, with the query client (the sign-up screens call the API through it). */
  guest?: RouteObject[];
  /**
   * Public, full-screen, without the query client: the sign-in and the pages it links to load
   * without the query library.
   */
  lean?: RouteObject[];
}

/**
 * A lazy route's load whose answer reaches the router in a task after the one the module ran in.
 * A chunk's evaluation and the router's work with it (matching, the next lazy route, the render it
 * starts) would otherwise share one task, long enough on a phone to hold back a tap.
 */
export const inOwnTask =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const loaded = await load();
    await nextTask();
    return loaded;
  };

/**
 * A lazy route that also waits for the texts of every domain: the app starts with only those of
 * the sign-in screens (i18n/first-texts.<lng>.ts), so a public screen beyond them loads the rest
 * before it renders (the signed-in layouts load them for their screens).
 */
export const translated =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([inOwnTask(load)(), loadTranslations()]))[0];

/**
 * One screen of a route table: its path (a link from lib/paths, turned into the router's pattern),
 * the page's name for the document title, and the page, loaded lazily.
 */
export const screen = (path: string, title: PageTitle, lazy: NonNullable<RouteObject['lazy']>): RouteObject => ({
  path: pattern(path),
  handle: titled(title),
  lazy: typeof lazy === 'function' ? inOwnTask(lazy) : lazy,
});
