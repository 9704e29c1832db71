import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SplashScreen } from '@/features/auth/components/splash-screen';
import * as broadcasts from '@/features/broadcasts/route-table';
import * as consumers from '@/features/consumers/route-table';
import * as notifications from '@/features/notifications/route-table';
import * as plans from '@/features/plans/route-table';
import * as sales from '@/features/sales/route-table';
import * as settings from '@/features/settings/route-table';
import * as vouchers from '@/features/vouchers/route-table';
import { loadTranslations } from '@/i18n';
import { paths, pattern } from '@/lib/paths';
import { requireSession } from './guards';
import { NotFound } from './layouts/not-found';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';

const screens = [vouchers, plans, consumers, broadcasts, notifications, settings, sales];

/**
 * A lazy route that also waits for the texts of every domain: the entry carries only those of the
 * sign-in screens (i18n/resources.ts), so each screen beyond them loads the rest before it renders.
 */
const translated =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), loadTranslations()]))[0];

/** The spec's route table. Screens load lazily, so each page ships only what it uses. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's code loads on a full page load: the app's start screen.
    HydrateFallback: SplashScreen,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            // Every screen that talks to the API through the query client; /login and the pages
            // without data stay outside, so they load without the query library.
            lazy: () => import('./providers'),
            children: [
              {
                // The main layout (drawer, header, navigation) loads with the first protected page, not with /login.
                lazy: translated(async () => ({ Component: (await import('./layouts/main-layout')).MainLayout })),
                loader: requireSession,
                shouldRevalidate: () => true,
                children: [
                  { index: true, lazy: () => import('@/features/dashboard/routes/dashboard-page') },
                  ...screens.flatMap((s) => s.main),
                ],
              },
              {
                element: <PlainLayout />,
                loader: async () => {
                  requireSession();
                  await loadTranslations();
                  return null;
                },
                shouldRevalidate: () => true,
                children: screens.flatMap((s) => s.plain),
              },
              {
                element: <PlainLayout />,
                children: [
                  {
                    path: pattern(paths.register()),
                    lazy: translated(() => import('@/features/auth/routes/register-page')),
                  },
                  {
                    path: pattern(paths.verification({ phone: '' })),
                    lazy: translated(() => import('@/features/auth/routes/verification-page')),
                  },
                  {
                    path: pattern(paths.registrationSuccess()),
                    lazy: translated(() => import('@/features/auth/routes/registration-success-page')),
                  },
                ],
              },
            ],
          },
          {
            element: <PlainLayout />,
            children: [
              { path: pattern(paths.login()), lazy: () => import('@/features/auth/routes/login-page') },
              {
                path: pattern(paths.signInLink()),
                lazy: translated(() => import('@/features/auth/routes/sign-in-link-page')),
              },
              { path: pattern(paths.terms()), lazy: translated(() => import('@/features/legal/routes/terms-page')) },
              {
                path: pattern(paths.privacy()),
                lazy: translated(() => import('@/features/legal/routes/privacy-page')),
              },
              {
                path: pattern(paths.helpCenter()),
                lazy: translated(() => import('@/features/legal/routes/help-center-page')),
              },
              {
                path: pattern(paths.sandbox()),
                lazy: translated(() => import('@/features/sandbox/routes/sandbox-page')),
              },
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
