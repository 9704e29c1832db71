import { paths } from '@/lib/paths';
import { screen, type RouteTable } from '@/lib/route-table';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [screen(paths.plans.overview(), 'plansOverview', () => import('./routes/overview-page'))],
  plain: [
    screen(paths.plans.list(), 'plans', () => import('./routes/plan-list-page')),
    screen(paths.plans.create(), 'planCreate', () => import('./routes/plan-create-page')),
    screen(paths.plans.detail(':id'), 'planDetail', () => import('./routes/plan-detail-page')),
    screen(paths.plans.edit(':id'), 'planEdit', () => import('./routes/plan-edit-page')),
    screen(paths.plans.vouchers(':id'), 'planVouchers', () => import('./routes/plan-vouchers-page')),
  ],
};
