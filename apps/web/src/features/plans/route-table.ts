import { paths } from '@/lib/paths';
import { parseRouteId } from '@/lib/route-id';
import { screen, type RouteTable } from '@/lib/route-table';
import { readingScreen } from '@/lib/screen-reads';
import { listParams } from '@/lib/use-list-params';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [
    readingScreen(
      paths.plans.overview(),
      'plansOverview',
      () => import('./routes/overview-page'),
      ({ url }) =>
        import('./api').then((api) => {
          const { q, page } = listParams(url.searchParams, []);
          return [api.planReportQuery(), api.latestPlansQuery(), api.subscribersQuery(q, page)];
        }),
    ),
  ],
  plain: [
    screen(paths.plans.list(), 'plans', () => import('./routes/plan-list-page')),
    readingScreen(
      paths.plans.create(),
      'planCreate',
      () => import('./routes/plan-create-page'),
      () => import('./api').then((api) => [api.billingPeriodsQuery(), api.publishedVoucherPagesQuery('')]),
    ),
    screen(paths.plans.detail(':id'), 'planDetail', () => import('./routes/plan-detail-page')),
    readingScreen(
      paths.plans.edit(':id'),
      'planEdit',
      () => import('./routes/plan-edit-page'),
      ({ params }) =>
        import('./api').then((api) => {
          const id = parseRouteId(params.id);
          // The form's own reads (the billing periods, the first page of vouchers to pick from)
          // start beside the plan's, not once its answer has mounted the form.
          return [...(id ? [api.planQuery(id)] : []), api.billingPeriodsQuery(), api.publishedVoucherPagesQuery('')];
        }),
    ),
    screen(paths.plans.vouchers(':id'), 'planVouchers', () => import('./routes/plan-vouchers-page')),
  ],
};
