import { titled } from '@/lib/document-title';
import { pattern, paths } from '@/lib/paths';
import { loadTexts, type RouteTable } from '@/lib/route-table';

/**
 * Sign-in and sign-up. The sign-in is the app's first screen: it loads without the query library.
 * The sign-up screens call the API through the query client, and read the sign-up's own texts
 * (`signup`) beside the shared `auth` ones, which the sign-in does not download.
 */
export const routeTable: RouteTable = {
  lean: [
    {
      path: pattern(paths.login()),
      handle: titled('login'),
      loader: loadTexts('auth'),
      lazy: () => import('./routes/login-page'),
    },
    // The demo console's one-use sign-in links (dev routes only; the mock refuses them otherwise).
    {
      path: pattern(paths.signInLink()),
      handle: titled('signInLink'),
      loader: loadTexts('auth'),
      lazy: () => import('./routes/sign-in-link-page'),
    },
  ],
  guest: [
    {
      path: pattern(paths.register()),
      handle: titled('register'),
      loader: loadTexts('auth', 'signup', 'map'),
      lazy: () => import('./routes/register-page'),
    },
    {
      path: pattern(paths.verification({ phone: '' })),
      handle: titled('verification'),
      loader: loadTexts('auth'),
      lazy: () => import('./routes/verification-page'),
    },
    {
      path: pattern(paths.registrationSuccess()),
      handle: titled('registrationSuccess'),
      loader: loadTexts('signup'),
      lazy: () => import('./routes/registration-success-page'),
    },
  ],
};
