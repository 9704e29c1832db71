import { paths } from '@/lib/paths';
import { screen, translated, type RouteTable } from '@/lib/route-table';

/** The legal pages and the help center: public, reachable from the sign-in, with no API call. */
export const routeTable: RouteTable = {
  lean: [
    screen(
      paths.terms(),
      'terms',
      translated(() => import('./routes/terms-page')),
    ),
    screen(
      paths.privacy(),
      'privacy',
      translated(() => import('./routes/privacy-page')),
    ),
    screen(
      paths.helpCenter(),
      'helpCenter',
      translated(() => import('./routes/help-center-page')),
    ),
  ],
};
