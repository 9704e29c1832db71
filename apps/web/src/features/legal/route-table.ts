import { titled } from '@/lib/document-title';
import { pattern, paths } from '@/lib/paths';
import { loadTexts, type RouteTable } from '@/lib/route-table';

/** The legal pages and the help center: public, reachable from the sign-in, with no API call. */
export const routeTable: RouteTable = {
  lean: [
    {
      path: pattern(paths.terms()),
      handle: titled('terms'),
      loader: loadTexts('legal'),
      lazy: () => import('./routes/terms-page'),
    },
    {
      path: pattern(paths.privacy()),
      handle: titled('privacy'),
      loader: loadTexts('legal'),
      lazy: () => import('./routes/privacy-page'),
    },
    {
      path: pattern(paths.helpCenter()),
      handle: titled('helpCenter'),
      loader: loadTexts('legal'),
      lazy: () => import('./routes/help-center-page'),
    },
  ],
};
