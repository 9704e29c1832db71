import { titled } from '@/lib/document-title';
import { paths, pattern } from '@/lib/paths';
import type { RouteTable } from '@/lib/route-table';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  plain: [
    {
      path: pattern(paths.subscribers.detail(':id')),
      handle: titled('subscriber'),
      lazy: () => import('./routes/subscriber-detail-page'),
    },
    {
      path: pattern(paths.subscribers.vouchers(':id')),
      handle: titled('subscriberVouchers'),
      lazy: () => import('./routes/subscriber-vouchers-page'),
    },
    {
      path: pattern(paths.subscribers.voucher(':id', ':voucherId')),
      handle: titled('subscriberVoucher'),
      lazy: () => import('./routes/subscriber-voucher-page'),
    },
  ],
};
