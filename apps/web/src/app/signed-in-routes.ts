import type { LoaderFunctionArgs } from 'react-router-dom';
import * as broadcasts from '@/features/broadcasts/route-table';
import * as dashboard from '@/features/dashboard/route-table';
import * as notifications from '@/features/notifications/route-table';
import * as plans from '@/features/plans/route-table';
import * as sales from '@/features/sales/route-table';
import * as settings from '@/features/settings/route-table';
import * as subscribers from '@/features/subscribers/route-table';
import * as vouchers from '@/features/vouchers/route-table';
import { unreadNotificationsQuery } from '@/features/store/api';
import { myStoreQuery } from '@/lib/my-store';
import { readsLoader } from '@/lib/reads';
import { requireSession } from './guards';

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
 * The main layout's guard, reads and texts: the store's name (its header, the document title) and
 * the bell's unread count start with the navigation, beside the screen's own.
 */
const mainReads = readsLoader(['shell'], () => ({ store: myStoreQuery(), unread: unreadNotificationsQuery() }));
export const mainLayoutLoader = (args: LoaderFunctionArgs) => {
  requireSession(args);
  return mainReads(args);
};

/** The plain layout shows no header: only the store's name for the document title. */
const plainReads = readsLoader([], () => ({ store: myStoreQuery() }));
export const plainLayoutLoader = (args: LoaderFunctionArgs) => {
  requireSession(args);
  return plainReads(args);
};
