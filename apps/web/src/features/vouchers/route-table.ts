import { paths } from '@/lib/paths';
import { screen, type RouteTable } from '@/lib/route-table';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [screen(paths.vouchers.list(), 'vouchers', () => import('./routes/voucher-list-page'))],
  plain: [
    // Before the :id pattern, though the router ranks static segments first anyway.
    screen(paths.vouchers.create(), 'voucherCreate', () => import('./routes/voucher-create-page')),
    screen(paths.vouchers.detail(':id'), 'voucherDetail', () => import('./routes/voucher-detail-page')),
    screen(paths.vouchers.edit(':id'), 'voucherEdit', () => import('./routes/voucher-edit-page')),
  ],
};
