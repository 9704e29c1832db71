import { paths, pattern } from '@/lib/paths';
import type { RouteTable } from '@/lib/route-table';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  plain: [
    { path: pattern(paths.consumers.detail(':id')), lazy: () => import('./routes/consumer-detail-page') },
    { path: pattern(paths.consumers.vouchers(':id')), lazy: () => import('./routes/consumer-vouchers-page') },
    {
      path: pattern(paths.consumers.voucher(':id', ':voucherId')),
      lazy: () => import('./routes/consumer-voucher-page'),
    },
  ],
};
