import { paths } from '@/lib/paths';
import { screen, type RouteTable } from '@/lib/route-table';
import { readingScreen } from '@/lib/screen-reads';

/**
 * This feature's screens (lib/route-table says where each part goes).
 * My sales and its pages are sub-pages of settings: plain, each with a back header.
 */
export const routeTable: RouteTable = {
  plain: [
    readingScreen(
      paths.settings.mySales(),
      'mySales',
      () => import('./routes/my-sales-page'),
      () => import('./api').then((api) => [api.balanceQuery(), api.payoutsQuery(1), api.invoicesQuery(1)]),
    ),
    screen(paths.settings.activate(), 'activate', () => import('./routes/activate-page')),
    screen(paths.settings.reports(), 'reports', () => import('./routes/reports-page')),
    screen(paths.settings.invoice(':id'), 'invoice', () => import('./routes/invoice-page')),
  ],
};
