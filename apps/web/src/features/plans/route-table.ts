import { paths, pattern } from '@/lib/paths';
import type { RouteTable } from '@/lib/route-table';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [{ path: pattern(paths.plans.overview()), lazy: () => import('./routes/overview-page') }],
  plain: [
    { path: pattern(paths.plans.list()), lazy: () => import('./routes/plan-list-page') },
    { path: pattern(paths.plans.create()), lazy: () => import('./routes/plan-create-page') },
    { path: pattern(paths.plans.detail(':id')), lazy: () => import('./routes/plan-detail-page') },
    { path: pattern(paths.plans.edit(':id')), lazy: () => import('./routes/plan-edit-page') },
    { path: pattern(paths.plans.vouchers(':id')), lazy: () => import('./routes/plan-vouchers-page') },
  ],
};
