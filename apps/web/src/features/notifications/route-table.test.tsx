import { routes } from '@mbo/contracts/routes';
import { expect, it } from 'vitest';
import { paths, pattern } from '@/lib/paths';
import { readsOnArrival } from '@/testing';
import { routeTable } from './route-table';

it('the notifications screen asks for the first page before its code has loaded', async () => {
  const route = routeTable.main!.find((r) => r.path === pattern(paths.notifications()))!;
  expect(await readsOnArrival(route, paths.notifications(), 1)).toEqual([routes.listNotifications.path]);
});
