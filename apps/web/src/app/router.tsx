import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { requireSession } from './guards';
import { NotFound } from './layouts/not-found';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';

/** The spec's route table. Screens load lazily, so each page ships only what it uses. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // The main layout (drawer, header, navigation) loads with the first protected page, not with /login.
        lazy: async () => ({ Component: (await import('./layouts/main-layout')).MainLayout }),
        loader: requireSession,
        shouldRevalidate: () => true,
        children: [{ index: true, lazy: () => import('../features/dashboard/routes/dashboard-page') }],
      },
      {
        element: <PlainLayout />,
        children: [
          { path: 'login', lazy: () => import('../features/auth/routes/login-page') },
          { path: 'register', lazy: () => import('../features/auth/routes/register-page') },
          { path: 'account-verification', lazy: () => import('../features/auth/routes/verification-page') },
          { path: 'registration-success', lazy: () => import('../features/auth/routes/registration-success-page') },
          { path: 'terms-and-conditions', lazy: () => import('../features/legal/routes/terms-page') },
          { path: 'privacy-policy', lazy: () => import('../features/legal/routes/privacy-page') },
          { path: 'help-center', lazy: () => import('../features/legal/routes/help-center-page') },
          { path: 'sandbox', lazy: () => import('../features/sandbox/routes/sandbox-page') },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
