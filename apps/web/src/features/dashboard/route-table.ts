import { titled } from '@/lib/document-title';
import { inOwnTask, type RouteTable } from '@/lib/route-table';

/** The dashboard is the home screen: the index route of the main layout. */
export const routeTable: RouteTable = {
  main: [{ index: true, handle: titled('dashboard'), lazy: inOwnTask(() => import('./routes/dashboard-page')) }],
};
