import { titled } from '@/lib/document-title';
import { readsLoader } from '@/lib/reads';
import type { RouteTable } from '@/lib/route-table';
import { dashboardReads } from './api';

/** The dashboard is the home screen: the index route of the main layout. */
export const routeTable: RouteTable = {
  main: [
    {
      index: true,
      handle: titled('dashboard'),
      loader: readsLoader(['dashboard'], dashboardReads),
      lazy: () => import('./routes/dashboard-page'),
    },
  ],
};
