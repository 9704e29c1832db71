import { paths } from '@/lib/paths';
import { screen, type RouteTable } from '@/lib/route-table';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [screen(paths.broadcasts.list(), 'broadcasts', () => import('./routes/broadcasts-page'))],
  plain: [
    screen(paths.broadcasts.request(), 'broadcastRequest', () => import('./routes/request-broadcast-page')),
    screen(paths.broadcasts.detail(':id'), 'broadcastDetail', () => import('./routes/broadcast-detail-page')),
  ],
};
