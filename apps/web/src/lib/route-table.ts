import type { LoaderFunction, RouteObject } from 'react-router-dom';
import i18n, { type Namespace } from '@/i18n';

/**
 * Where a feature's screens go. Every feature has a `route-table.ts` exporting one of these, and
 * app/router.tsx composes them: the router knows the layouts and guards, a feature only says which
 * of its screens sit where. Each screen is a route object: its path from lib/paths
 * (`pattern(paths.x.y(':id'))`), its page's title (`handle: titled(…)`), its loader (`loadTexts`,
 * or lib/reads' `readsLoader` for a signed-in screen) and its page, loaded lazily.
 */
export interface RouteTable {
  /** Signed in, in the main layout: store header, drawer, navigation bar. */
  main?: RouteObject[];
  /** Signed in, full-screen with their own back header. */
  plain?: RouteObject[];
  /** Public, full-screen, with the query client (the sign-up screens call the API through it). */
  guest?: RouteObject[];
  /** Public, full-screen, without the query client: the sign-in and the pages it links to. */
  lean?: RouteObject[];
}

/** The loader of a public screen: the texts it reads, loaded beside its code. */
export const loadTexts =
  (...namespaces: Namespace[]): LoaderFunction =>
  async () => {
    await i18n.loadNamespaces(namespaces);
    return null;
  };
