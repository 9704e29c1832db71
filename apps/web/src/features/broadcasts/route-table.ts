import { paths } from '@/lib/paths';
import { screen, type RouteTable } from '@/lib/route-table';
import { readingScreen } from '@/lib/screen-reads';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [screen(paths.broadcasts.list(), 'broadcasts', () => import('./routes/broadcasts-page'))],
  plain: [
    readingScreen(
      paths.broadcasts.request(),
      'broadcastRequest',
      () => import('./routes/request-broadcast-page'),
      () => import('./api').then((api) => [api.plansForBroadcastQuery(), api.vouchersForBroadcastQuery()]),
    ),
    screen(paths.broadcasts.detail(':id'), 'broadcastDetail', () => import('./routes/broadcast-detail-page')),
  ],
};
