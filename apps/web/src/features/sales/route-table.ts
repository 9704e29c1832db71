import { paths, pattern } from '@/lib/paths';
import type { RouteTable } from '@/lib/route-table';

/**
 * This feature's screens (lib/route-table says where each part goes).
 * My sales and its pages are sub-pages of settings: plain, each with a back header.
 */
export const routeTable: RouteTable = {
  plain: [
    { path: pattern(paths.settings.mySales()), lazy: () => import('./routes/my-sales-page') },
    { path: pattern(paths.settings.activate()), lazy: () => import('./routes/activate-page') },
    { path: pattern(paths.settings.reports()), lazy: () => import('./routes/reports-page') },
    { path: pattern(paths.settings.invoice(':id')), lazy: () => import('./routes/invoice-page') },
  ],
};
