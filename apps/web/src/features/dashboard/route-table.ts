import type { RouteTable } from '@/lib/route-table';

/** The dashboard is the home screen: the index route of the main layout. */
export const routeTable: RouteTable = {
  main: [{ index: true, lazy: () => import('./routes/dashboard-page') }],
};
