import { warmingIntl } from '@/lib/intl-warm';
import { paths } from '@/lib/paths';
import { screen, translated, type RouteTable } from '@/lib/route-table';

/**
 * Sign-in and sign-up. The sign-in is the app's first screen: it loads without the query library,
 * and its texts are part of the entry. The sign-up screens call the API through the query client.
 */
export const routeTable: RouteTable = {
  lean: [
    screen(
      paths.login(),
      'login',
      warmingIntl(() => import('./routes/login-page')),
    ),
    // The demo console's one-use sign-in links (dev routes only; the mock refuses them otherwise).
    screen(
      paths.signInLink(),
      'signInLink',
      translated(() => import('./routes/sign-in-link-page')),
    ),
  ],
  guest: [
    screen(paths.register(), 'register', translated(warmingIntl(() => import('./routes/register-page')))),
    screen(
      paths.verification({ phone: '' }),
      'verification',
      translated(() => import('./routes/verification-page')),
    ),
    screen(
      paths.registrationSuccess(),
      'registrationSuccess',
      translated(() => import('./routes/registration-success-page')),
    ),
  ],
};
