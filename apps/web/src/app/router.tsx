import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import * as auth from '@/features/auth/route-table';
import * as legal from '@/features/legal/route-table';
import * as sandbox from '@/features/sandbox/route-table';
import { i18nReady } from '@/i18n';
import { onUnauthorized } from '@/lib/api-client';
import { titled } from '@/lib/document-title';
import { loginPathFor } from '@/lib/return-path';
import type { RouteTable } from '@/lib/route-table';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';

/**
 * The public screens' tables are part of the entry; the signed-in screens' tables
 * (signed-in-routes.ts) load with the first navigation to a path these do not name, and are
 * patched into the two signed-in layouts (React Router's lazy route discovery), so the sign-in does
 * not download the route table of every screen behind it.
 */
const tables: RouteTable[] = [auth, legal, sandbox].map((feature) => feature.routeTable);

/** The public features' screens of one part of the table. */
const screens = (part: keyof RouteTable): RouteObject[] => tables.flatMap((table) => table[part] ?? []);

const MAIN = 'main';
const PLAIN = 'plain';
const signedInRoutes = () => import('./signed-in-routes');
let signedIn: Promise<void> | null = null;

/**
 * Adds the signed-in screens to their layouts, once. The router asks on every navigation that
 * only the not-found page (or a path with a parameter) matches, since a more specific screen may
 * be among those not loaded yet.
 */
const patchRoutesOnNavigation = ({ patch }: { patch: (routeId: string, children: RouteObject[]) => void }) =>
  (signedIn ??= signedInRoutes().then(
    (signedInTables) => {
      patch(MAIN, signedInTables.main);
      patch(PLAIN, signedInTables.plain);
    },
    (error: unknown) => {
      // A failed download (offline) is tried again by the next navigation.
      signedIn = null;
      throw error;
    },
  ));

/** The spec's route table, composed from the features' tables. Screens load lazily, so each page ships only what it uses. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // The first screen renders once the shared texts are there.
    loader: async () => {
      await i18nReady;
      return null;
    },
    // Until then, index.html's start screen, drawn beside the root, shows.
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            // Every screen that talks to the API through the query client; the lean screens stay
            // outside, so they load without the query library.
            lazy: () => import('./providers'),
            children: [
              {
                // The main layout (drawer, header, navigation) loads with the first protected page, not with /login.
                id: MAIN,
                lazy: {
                  loader: async () => (await signedInRoutes()).mainLayoutLoader,
                  Component: async () => (await import('./layouts/main-layout')).MainLayout,
                },
                // The session is checked on every navigation.
                shouldRevalidate: () => true,
                children: screens('main'),
              },
              {
                id: PLAIN,
                element: <PlainLayout />,
                lazy: { loader: async () => (await signedInRoutes()).plainLayoutLoader },
                shouldRevalidate: () => true,
                children: screens('plain'),
              },
              { element: <PlainLayout />, children: screens('guest') },
            ],
          },
          {
            element: <PlainLayout />,
            children: [
              ...screens('lean'),
              { path: '*', handle: titled('notFound'), lazy: () => import('./layouts/not-found') },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Makes the app's router. A 401 in the middle of a session: the client has cleared the session;
 * the merchant signs in again and comes back to the page shown when it happened.
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  onUnauthorized(() => void router.navigate(loginPathFor(router.state.location), { replace: true }));
  return router;
}
