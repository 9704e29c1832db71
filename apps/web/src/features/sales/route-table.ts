import { titled } from '@/lib/document-title';
import { pattern, paths } from '@/lib/paths';
import { readsLoader } from '@/lib/reads';
import type { RouteTable } from '@/lib/route-table';
import { activateReads, invoiceReads, mySalesReads, salesReportReads } from './api';

/**
 * This feature's screens (lib/route-table says where each part goes).
 * My sales and its pages are sub-pages of settings: plain, each with a back header.
 */
export const routeTable: RouteTable = {
  plain: [
    {
      path: pattern(paths.settings.mySales()),
      handle: titled('mySales'),
      loader: readsLoader(['sales'], mySalesReads),
      lazy: () => import('./routes/my-sales-page'),
    },
    {
      path: pattern(paths.settings.activate()),
      handle: titled('activate'),
      loader: readsLoader(['sales'], activateReads),
      lazy: () => import('./routes/activate-page'),
    },
    {
      path: pattern(paths.settings.reports()),
      handle: titled('reports'),
      loader: readsLoader(['sales'], salesReportReads),
      lazy: () => import('./routes/reports-page'),
    },
    {
      path: pattern(paths.settings.invoice(':id')),
      handle: titled('invoice'),
      loader: readsLoader(['sales'], invoiceReads),
      lazy: () => import('./routes/invoice-page'),
    },
  ],
};
