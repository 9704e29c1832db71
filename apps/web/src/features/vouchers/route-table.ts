import type { RouteObject } from 'react-router-dom';
import { titled } from '@/lib/document-title';
import { paths, pattern } from '@/lib/paths';

/**
 * This feature's screens, composed into the router by app/router.tsx. `main` routes render in the
 * main layout (header, drawer, navigation bar), `plain` ones full-screen with their own back header.
 * Both are protected. Paths come from lib/paths (`pattern(paths.x.y(':id'))`); pages load lazily.
 */
export const main: RouteObject[] = [
  {
    path: pattern(paths.vouchers.list()),
    handle: titled('vouchers'),
    lazy: () => import('./routes/voucher-list-page'),
  },
];
export const plain: RouteObject[] = [
  // Before the :id pattern, though the router ranks static segments first anyway.
  {
    path: pattern(paths.vouchers.create()),
    handle: titled('voucherCreate'),
    lazy: () => import('./routes/voucher-create-page'),
  },
  {
    path: pattern(paths.vouchers.detail(':id')),
    handle: titled('voucherDetail'),
    lazy: () => import('./routes/voucher-detail-page'),
  },
  {
    path: pattern(paths.vouchers.edit(':id')),
    handle: titled('voucherEdit'),
    lazy: () => import('./routes/voucher-edit-page'),
  },
];
