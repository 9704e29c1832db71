import { titled } from '@/lib/document-title';
import { inOwnTask, type RouteTable } from '@/lib/route-table';
import { screenReads } from '@/lib/screen-reads';

/** The dashboard is the home screen: the index route of the main layout. Its four cards' reads start with the navigation. */
export const routeTable: RouteTable = {
  main: [
    {
      index: true,
      handle: titled('dashboard'),
      lazy: inOwnTask(() => import('./routes/dashboard-page')),
      ...screenReads(() =>
        import('./api').then((api) => [
          api.overviewQuery(),
          api.revenueQuery(),
          api.voucherUsageQuery(),
          api.topSubscribersQuery(),
        ]),
      ),
    },
  ],
};
