import { titled } from '@/lib/document-title';
import { paths, pattern } from '@/lib/paths';
import { translated, type RouteTable } from '@/lib/route-table';

/** The legal pages and the help center: public, reachable from the sign-in, with no API call. */
export const routeTable: RouteTable = {
  lean: [
    { path: pattern(paths.terms()), handle: titled('terms'), lazy: translated(() => import('./routes/terms-page')) },
    {
      path: pattern(paths.privacy()),
      handle: titled('privacy'),
      lazy: translated(() => import('./routes/privacy-page')),
    },
    {
      path: pattern(paths.helpCenter()),
      handle: titled('helpCenter'),
      lazy: translated(() => import('./routes/help-center-page')),
    },
  ],
};
