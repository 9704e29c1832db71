import { paths, pattern } from '@/lib/paths';
import { translated, type RouteTable } from '@/lib/route-table';

/** The legal pages and the help center: public, reachable from the sign-in, with no API call. */
export const routeTable: RouteTable = {
  lean: [
    { path: pattern(paths.terms()), lazy: translated(() => import('./routes/terms-page')) },
    { path: pattern(paths.privacy()), lazy: translated(() => import('./routes/privacy-page')) },
    { path: pattern(paths.helpCenter()), lazy: translated(() => import('./routes/help-center-page')) },
  ],
};
