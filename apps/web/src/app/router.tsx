import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import * as broadcasts from '../features/broadcasts/route-table';
import * as consumers from '../features/consumers/route-table';
import * as notifications from '../features/notifications/route-table';
import * as plans from '../features/plans/route-table';
import * as sales from '../features/sales/route-table';
import * as settings from '../features/settings/route-table';
import * as vouchers from '../features/vouchers/route-table';
import { paths, pattern } from '../lib/paths';
import { requireSession } from './guards';
import { NotFound } from './layouts/not-found';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';

const screens = [vouchers, plans, consumers, broadcasts, notifications, settings, sales];

/** The spec's route table. Screens load lazily, so each page ships only what it uses. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            // The main layout (drawer, header, navigation) loads with the first protected page, not with /login.
            lazy: async () => ({ Component: (await import('./layouts/main-layout')).MainLayout }),
            loader: requireSession,
            shouldRevalidate: () => true,
            children: [
              { index: true, lazy: () => import('../features/dashboard/routes/dashboard-page') },
              ...screens.flatMap((s) => s.main),
            ],
          },
          {
            element: <PlainLayout />,
            loader: requireSession,
            shouldRevalidate: () => true,
            children: screens.flatMap((s) => s.plain),
          },
          {
            element: <PlainLayout />,
            children: [
              { path: pattern(paths.login()), lazy: () => import('../features/auth/routes/login-page') },
              { path: pattern(paths.register()), lazy: () => import('../features/auth/routes/register-page') },
              {
                path: pattern(paths.verification({ phone: '' })),
                lazy: () => import('../features/auth/routes/verification-page'),
              },
              {
                path: pattern(paths.registrationSuccess()),
                lazy: () => import('../features/auth/routes/registration-success-page'),
              },
              { path: pattern(paths.terms()), lazy: () => import('../features/legal/routes/terms-page') },
              { path: pattern(paths.privacy()), lazy: () => import('../features/legal/routes/privacy-page') },
              { path: pattern(paths.helpCenter()), lazy: () => import('../features/legal/routes/help-center-page') },
              { path: pattern(paths.sandbox()), lazy: () => import('../features/sandbox/routes/sandbox-page') },
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
