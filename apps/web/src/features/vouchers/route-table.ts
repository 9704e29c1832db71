import { paths, pattern } from '@/lib/paths';
import type { RouteTable } from '@/lib/route-table';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [{ path: pattern(paths.vouchers.list()), lazy: () => import('./routes/voucher-list-page') }],
  plain: [
    // Before the :id pattern, though the router ranks static segments first anyway.
    { path: pattern(paths.vouchers.create()), lazy: () => import('./routes/voucher-create-page') },
    { path: pattern(paths.vouchers.detail(':id')), lazy: () => import('./routes/voucher-detail-page') },
    { path: pattern(paths.vouchers.edit(':id')), lazy: () => import('./routes/voucher-edit-page') },
  ],
};
