import { titled } from '@/lib/document-title';
import { paths, pattern } from '@/lib/paths';
import type { RouteTable } from '@/lib/route-table';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [
    {
      path: pattern(paths.broadcasts.list()),
      handle: titled('broadcasts'),
      lazy: () => import('./routes/broadcasts-page'),
    },
  ],
  plain: [
    {
      path: pattern(paths.broadcasts.request()),
      handle: titled('broadcastRequest'),
      lazy: () => import('./routes/request-broadcast-page'),
    },
    {
      path: pattern(paths.broadcasts.detail(':id')),
      handle: titled('broadcastDetail'),
      lazy: () => import('./routes/broadcast-detail-page'),
    },
  ],
};
