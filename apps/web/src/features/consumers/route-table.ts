import type { RouteObject } from 'react-router-dom';
import { titled } from '@/lib/document-title';
import { paths, pattern } from '@/lib/paths';

/**
 * This feature's screens, composed into the router by app/router.tsx. `main` routes render in the
 * main layout (header, drawer, navigation bar), `plain` ones full-screen with their own back header.
 * Both are protected. Paths come from lib/paths (`pattern(paths.x.y(':id'))`); pages load lazily.
 */
export const main: RouteObject[] = [];
export const plain: RouteObject[] = [
  {
    path: pattern(paths.consumers.detail(':id')),
    handle: titled('subscriber'),
    lazy: () => import('./routes/consumer-detail-page'),
  },
  {
    path: pattern(paths.consumers.vouchers(':id')),
    handle: titled('subscriberVouchers'),
    lazy: () => import('./routes/consumer-vouchers-page'),
  },
  {
    path: pattern(paths.consumers.voucher(':id', ':voucherId')),
    handle: titled('subscriberVoucher'),
    lazy: () => import('./routes/consumer-voucher-page'),
  },
];
