import { titled } from '@/lib/document-title';
import { paths, pattern } from '@/lib/paths';
import { translated, type RouteTable } from '@/lib/route-table';

/**
 * Sign-in and sign-up. The sign-in is the app's first screen: it loads without the query library,
 * and its texts are part of the entry. The sign-up screens call the API through the query client.
 */
export const routeTable: RouteTable = {
  lean: [
    { path: pattern(paths.login()), handle: titled('login'), lazy: () => import('./routes/login-page') },
    // The demo console's one-use sign-in links (dev routes only; the mock refuses them otherwise).
    {
      path: pattern(paths.signInLink()),
      handle: titled('signInLink'),
      lazy: translated(() => import('./routes/sign-in-link-page')),
    },
  ],
  guest: [
    {
      path: pattern(paths.register()),
      handle: titled('register'),
      lazy: translated(() => import('./routes/register-page')),
    },
    {
      path: pattern(paths.verification({ phone: '' })),
      handle: titled('verification'),
      lazy: translated(() => import('./routes/verification-page')),
    },
    {
      path: pattern(paths.registrationSuccess()),
      handle: titled('registrationSuccess'),
      lazy: translated(() => import('./routes/registration-success-page')),
    },
  ],
};
