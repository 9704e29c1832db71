import { titled } from '@/lib/document-title';
import { pattern, paths } from '@/lib/paths';
import { readsLoader } from '@/lib/reads';
import type { RouteTable } from '@/lib/route-table';
import { subscriberReads, subscriberVoucherReads, subscriberVouchersReads } from './api';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  plain: [
    {
      path: pattern(paths.subscribers.detail(':id')),
      handle: titled('subscriber'),
      loader: readsLoader(['subscribers'], subscriberReads),
      lazy: () => import('./routes/subscriber-detail-page'),
    },
    {
      path: pattern(paths.subscribers.vouchers(':id')),
      handle: titled('subscriberVouchers'),
      loader: readsLoader(['subscribers'], subscriberVouchersReads),
      lazy: () => import('./routes/subscriber-vouchers-page'),
    },
    {
      path: pattern(paths.subscribers.voucher(':id', ':voucherId')),
      handle: titled('subscriberVoucher'),
      loader: readsLoader(['subscribers'], subscriberVoucherReads),
      lazy: () => import('./routes/subscriber-voucher-page'),
    },
  ],
};
