import { paths } from '@/lib/paths';
import { screen, type RouteTable } from '@/lib/route-table';
import { readingScreen } from '@/lib/screen-reads';
import { listParams } from '@/lib/use-list-params';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [
    readingScreen(
      paths.vouchers.list(),
      'vouchers',
      () => import('./routes/voucher-list-page'),
      ({ url }) =>
        Promise.all([import('./api'), import('./list-params')]).then(([api, list]) => [
          api.voucherListQuery(list.voucherListInput(listParams(url.searchParams, list.FILTER_KEYS))),
        ]),
    ),
  ],
  plain: [
    // Before the :id pattern, though the router ranks static segments first anyway.
    screen(paths.vouchers.create(), 'voucherCreate', () => import('./routes/voucher-create-page')),
    screen(paths.vouchers.detail(':id'), 'voucherDetail', () => import('./routes/voucher-detail-page')),
    screen(paths.vouchers.edit(':id'), 'voucherEdit', () => import('./routes/voucher-edit-page')),
  ],
};
