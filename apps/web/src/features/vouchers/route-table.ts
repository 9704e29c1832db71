import { titled } from '@/lib/document-title';
import { pattern, paths } from '@/lib/paths';
import { readsLoader } from '@/lib/reads';
import type { RouteTable } from '@/lib/route-table';
import { voucherCreateReads, voucherDetailReads, voucherListReads, voucherReads } from './api';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [
    {
      path: pattern(paths.vouchers.list()),
      handle: titled('vouchers'),
      loader: readsLoader(['vouchers'], voucherListReads),
      lazy: () => import('./routes/voucher-list-page'),
    },
  ],
  plain: [
    {
      path: pattern(paths.vouchers.create()),
      handle: titled('voucherCreate'),
      loader: readsLoader(['vouchers'], voucherCreateReads),
      lazy: () => import('./routes/voucher-create-page'),
    },
    {
      path: pattern(paths.vouchers.detail(':id')),
      handle: titled('voucherDetail'),
      loader: readsLoader(['vouchers'], voucherDetailReads),
      lazy: () => import('./routes/voucher-detail-page'),
    },
    {
      path: pattern(paths.vouchers.edit(':id')),
      handle: titled('voucherEdit'),
      loader: readsLoader(['vouchers'], voucherReads),
      lazy: () => import('./routes/voucher-edit-page'),
    },
  ],
};
