import { titled } from '@/lib/document-title';
import { pattern, paths } from '@/lib/paths';
import { readsLoader } from '@/lib/reads';
import type { RouteTable } from '@/lib/route-table';
import { notificationsReads } from './api';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [
    {
      path: pattern(paths.notifications()),
      handle: titled('notifications'),
      loader: readsLoader(['notifications'], notificationsReads),
      lazy: () => import('./routes/notifications-page'),
    },
  ],
};
