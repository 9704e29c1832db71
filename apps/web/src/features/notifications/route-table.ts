import { paths } from '@/lib/paths';
import { screen, type RouteTable } from '@/lib/route-table';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [screen(paths.notifications(), 'notifications', () => import('./routes/notifications-page'))],
};
