import { titled } from '@/lib/document-title';
import { paths, pattern } from '@/lib/paths';
import type { RouteTable } from '@/lib/route-table';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [
    {
      path: pattern(paths.plans.overview()),
      handle: titled('plansOverview'),
      lazy: () => import('./routes/overview-page'),
    },
  ],
  plain: [
    { path: pattern(paths.plans.list()), handle: titled('plans'), lazy: () => import('./routes/plan-list-page') },
    {
      path: pattern(paths.plans.create()),
      handle: titled('planCreate'),
      lazy: () => import('./routes/plan-create-page'),
    },
    {
      path: pattern(paths.plans.detail(':id')),
      handle: titled('planDetail'),
      lazy: () => import('./routes/plan-detail-page'),
    },
    {
      path: pattern(paths.plans.edit(':id')),
      handle: titled('planEdit'),
      lazy: () => import('./routes/plan-edit-page'),
    },
    {
      path: pattern(paths.plans.vouchers(':id')),
      handle: titled('planVouchers'),
      lazy: () => import('./routes/plan-vouchers-page'),
    },
  ],
};
