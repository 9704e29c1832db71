import * as broadcasts from '@/features/broadcasts/route-table';
import * as dashboard from '@/features/dashboard/route-table';
import * as notifications from '@/features/notifications/route-table';
import * as plans from '@/features/plans/route-table';
import * as sales from '@/features/sales/route-table';
import * as settings from '@/features/settings/route-table';
import * as subscribers from '@/features/subscribers/route-table';
import * as vouchers from '@/features/vouchers/route-table';
import { startScreenReads } from '@/lib/screen-reads';

/**
 * The signed-in screens of every feature, by layout: router.tsx loads this module with the first
 * navigation to one of them and patches them into the main and the plain layout.
 */
const tables = [dashboard, vouchers, plans, subscribers, broadcasts, notifications, settings, sales].map(
  (feature) => feature.routeTable,
);

export const main = tables.flatMap((table) => table.main ?? []);
export const plain = tables.flatMap((table) => table.plain ?? []);

/**
 * The reads the signed-in layouts need, started by their routes' loaders beside the screen's own
 * (lib/screen-reads.ts): the store's name (the document title, the main layout's header) and, in
 * the main layout, the bell's unread count. The main layout shows both, so its first render waits
 * for them as briefly as for the screen's; the plain layout shows neither, and does not wait. Either
 * way mounting asks for nothing: a read started on mount changes the query's state as the layout
 * subscribes, which makes React render the screen a second time in the same task.
 */
export const layoutReads = (layout: 'main' | 'plain', args: Parameters<typeof startScreenReads>[1]) => {
  const started = startScreenReads(
    () =>
      Promise.all([import('@/lib/my-store'), import('@/features/store/api')]).then(([store, bell]) => [
        store.myStoreQuery(),
        ...(layout === 'main' ? [bell.unreadNotificationsQuery()] : []),
      ]),
    args,
  );
  return layout === 'main' ? started : null;
};
