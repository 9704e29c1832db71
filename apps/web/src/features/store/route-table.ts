import type { RouteTable } from '@/lib/route-table';

/** No screens of its own: the store header, drawer and bell are parts of the main layout (app/layouts). */
export const routeTable: RouteTable = {};
