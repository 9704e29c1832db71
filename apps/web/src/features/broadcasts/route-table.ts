import { titled } from '@/lib/document-title';
import { pattern, paths } from '@/lib/paths';
import { readsLoader } from '@/lib/reads';
import type { RouteTable } from '@/lib/route-table';
import { broadcastListReads, broadcastReads, requestBroadcastReads } from './api';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [
    {
      path: pattern(paths.broadcasts.list()),
      handle: titled('broadcasts'),
      loader: readsLoader(['broadcasts'], broadcastListReads),
      lazy: () => import('./routes/broadcasts-page'),
    },
  ],
  plain: [
    {
      path: pattern(paths.broadcasts.request()),
      handle: titled('broadcastRequest'),
      loader: readsLoader(['broadcasts'], requestBroadcastReads),
      lazy: () => import('./routes/request-broadcast-page'),
    },
    {
      path: pattern(paths.broadcasts.detail(':id')),
      handle: titled('broadcastDetail'),
      loader: readsLoader(['broadcasts'], broadcastReads),
      lazy: () => import('./routes/broadcast-detail-page'),
    },
  ],
};
