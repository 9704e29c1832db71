import { paths } from '@/lib/paths';
import { screen, type RouteTable } from '@/lib/route-table';
import { readingScreen } from '@/lib/screen-reads';
import { listParams } from '@/lib/use-list-params';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [
    readingScreen(
      paths.broadcasts.list(),
      'broadcasts',
      () => import('./routes/broadcasts-page'),
      ({ url }) =>
        Promise.all([import('./api'), import('./list-params')]).then(([api, list]) => {
          const { q, page, filters } = listParams(url.searchParams, list.FILTER_KEYS);
          return [api.broadcastsQuery(list.listInput({ q, page, ...filters }))];
        }),
    ),
  ],
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
