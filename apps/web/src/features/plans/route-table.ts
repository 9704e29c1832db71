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
    path: pattern(paths.plans.overview()),
    handle: titled('plansOverview'),
    lazy: () => import('./routes/overview-page'),
  },
];
export const plain: RouteObject[] = [
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
  { path: pattern(paths.plans.edit(':id')), handle: titled('planEdit'), lazy: () => import('./routes/plan-edit-page') },
  {
    path: pattern(paths.plans.vouchers(':id')),
    handle: titled('planVouchers'),
    lazy: () => import('./routes/plan-vouchers-page'),
  },
];
