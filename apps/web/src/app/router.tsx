import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import * as auth from '@/features/auth/route-table';
import * as legal from '@/features/legal/route-table';
import * as sandbox from '@/features/sandbox/route-table';
import { loadTranslations } from '@/i18n';
import { titled } from '@/lib/document-title';
import { onUnauthorized } from '@/lib/api-client';
import { loginPathFor } from '@/lib/return-path';
import { warmStoredLocale } from '@/lib/intl-warm';
import { nextTask } from '@/lib/next-task';
import { inOwnTask, translated, type RouteTable } from '@/lib/route-table';
import { requireSession } from './guards';
import { NotFound } from './layouts/not-found';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';

/**
 * The public screens' tables are part of the entry; the signed-in screens' tables
 * (signed-in-routes.ts) load with the first navigation to a path these do not name, and are
 * patched into the two signed-in layouts, so the sign-in does not download the route table of
 * every screen behind it.
 */
const tables: RouteTable[] = [auth, legal, sandbox].map((feature) => feature.routeTable);

/** The public features' screens of one part of the table. */
const screens = (part: keyof RouteTable): RouteObject[] => tables.flatMap((table) => table[part] ?? []);

const MAIN = 'main';
const PLAIN = 'plain';
let signedIn: Promise<void> | null = null;

/**
 * The signed-in screens show money, numbers and dates. The locale's data starts loading on a
 * worker (lib/intl-warm.ts) as soon as the router first meets one of their paths, so the worker is
 * done before the first screen renders its first figure: a first formatter the worker has not
 * warmed takes 15 ms of the main thread. (The sign-in and sign-up start it with their own code, for
 * the phone field's country names.) Making the worker takes the main thread 2 to 5 ms, so it has a
 * task of its own, between the router's start and the routes' import.
 */
async function startSignedIn() {
  await nextTask();
  warmStoredLocale();
  await nextTask();
}

/**
 * Adds the signed-in screens to their layouts, once. The router asks on every navigation that
 * only the not-found page (or a path with a parameter) matches, since a more specific screen may
 * be among those not loaded yet.
 */
const patchRoutesOnNavigation = ({ patch }: { patch: (routeId: string, children: RouteObject[]) => void }) =>
  (signedIn ??= startSignedIn()
    .then(() => import('./signed-in-routes'))
    .then(
      // Each in a task of its own: the module's import (which asks for its chunks), the tables'
      // evaluation, and each patch (which ranks every route).
      async (tables) => {
        await nextTask();
        patch(MAIN, tables.main);
        await nextTask();
        patch(PLAIN, tables.plain);
      },
      (error: unknown) => {
        // A failed download (offline) is tried again by the next navigation.
        signedIn = null;
        throw error;
      },
    ));

/** Renders nothing: the start screen that index.html draws beside the root shows while the root is empty. */
function StartScreenStays() {
  return null;
}

/** The spec's route table, composed from the features' tables. Screens load lazily, so each page ships only what it uses. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // While the first screen's code and first answers load on a full page load, the root stays
    // empty and index.html's start screen, beside it, shows. React drawing a start screen of its
    // own there would cost its render now and its removal in the first screen's commit (6 to 13 ms
    // of that one task on this host, in Lighthouse's traces).
    HydrateFallback: StartScreenStays,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            // Every screen that talks to the API through the query client; the lean screens stay
            // outside, so they load without the query library.
            lazy: inOwnTask(() => import('./providers')),
            children: [
              {
                // The main layout (drawer, header, navigation) loads with the first protected page, not with /login.
                id: MAIN,
                lazy: translated(async () => ({ Component: (await import('./layouts/main-layout')).MainLayout })),
                loader: async (args) => {
                  requireSession(args);
                  return (await import('./signed-in-routes')).layoutReads('main', args);
                },
                shouldRevalidate: () => true,
                children: screens('main'),
              },
              {
                id: PLAIN,
                element: <PlainLayout />,
                loader: async (args) => {
                  requireSession(args);
                  await Promise.all([
                    loadTranslations(),
                    import('./signed-in-routes').then((tables) => tables.layoutReads('plain', args)),
                  ]);
                  return null;
                },
                shouldRevalidate: () => true,
                children: screens('plain'),
              },
              { element: <PlainLayout />, children: screens('guest') },
            ],
          },
          {
            element: <PlainLayout />,
            children: [...screens('lean'), { path: '*', handle: titled('notFound'), element: <NotFound /> }],
          },
        ],
      },
    ],
  },
];

/**
 * Makes the app's router, which starts matching the page's path at once. A 401 in the middle of a
 * session: the client has cleared the session; the merchant signs in again and comes back to the
 * page shown when it happened. Registered with the router, before any call can be sent, rather than
 * in a component that mounts after the first calls started.
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  onUnauthorized(() => void router.navigate(loginPathFor(router.state.location), { replace: true }));
  return router;
}
