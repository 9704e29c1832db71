import { titled } from '@/lib/document-title';
import { pattern, paths } from '@/lib/paths';
import { readsLoader } from '@/lib/reads';
import type { RouteTable } from '@/lib/route-table';
import { planEditReads, planFormReads, planListReads, planOverviewReads, planReads } from './api';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [
    {
      path: pattern(paths.plans.overview()),
      handle: titled('plansOverview'),
      loader: readsLoader(['plans'], planOverviewReads),
      lazy: () => import('./routes/overview-page'),
    },
  ],
  plain: [
    {
      path: pattern(paths.plans.list()),
      handle: titled('plans'),
      loader: readsLoader(['plans'], planListReads),
      lazy: () => import('./routes/plan-list-page'),
    },
    {
      path: pattern(paths.plans.create()),
      handle: titled('planCreate'),
      loader: readsLoader(['plans'], planFormReads),
      lazy: () => import('./routes/plan-create-page'),
    },
    {
      path: pattern(paths.plans.detail(':id')),
      handle: titled('planDetail'),
      loader: readsLoader(['plans'], planReads),
      lazy: () => import('./routes/plan-detail-page'),
    },
    {
      path: pattern(paths.plans.edit(':id')),
      handle: titled('planEdit'),
      loader: readsLoader(['plans'], planEditReads),
      lazy: () => import('./routes/plan-edit-page'),
    },
    {
      path: pattern(paths.plans.vouchers(':id')),
      handle: titled('planVouchers'),
      loader: readsLoader(['plans'], planReads),
      lazy: () => import('./routes/plan-vouchers-page'),
    },
  ],
};
