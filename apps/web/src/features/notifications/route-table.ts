import { paths } from '@/lib/paths';
import type { RouteTable } from '@/lib/route-table';
import { readingScreen } from '@/lib/screen-reads';

/** This feature's screens (lib/route-table says where each part goes). */
export const routeTable: RouteTable = {
  main: [
    readingScreen(
      paths.notifications(),
      'notifications',
      () => import('./routes/notifications-page'),
      () => import('./api').then((api) => [api.notificationPagesQuery()]),
    ),
  ],
};
