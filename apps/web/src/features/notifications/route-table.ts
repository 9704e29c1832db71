import { paths, pattern } from '@/lib/paths';
import type { RouteTable } from '@/lib/route-table';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [{ path: pattern(paths.notifications()), lazy: () => import('./routes/notifications-page') }],
};
