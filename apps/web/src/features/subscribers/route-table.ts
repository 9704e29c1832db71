import { paths } from '@/lib/paths';
import { screen, type RouteTable } from '@/lib/route-table';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  plain: [
    screen(paths.subscribers.detail(':id'), 'subscriber', () => import('./routes/subscriber-detail-page')),
    screen(paths.subscribers.vouchers(':id'), 'subscriberVouchers', () => import('./routes/subscriber-vouchers-page')),
    screen(
      paths.subscribers.voucher(':id', ':voucherId'),
      'subscriberVoucher',
      () => import('./routes/subscriber-voucher-page'),
    ),
  ],
};
