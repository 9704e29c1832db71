import { routes } from '@mbo/contracts/routes';
import { beforeEach, expect, it } from 'vitest';
import { endpointKey } from '@/lib/endpoint-query';
import { paths, pattern } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { readsOnArrival } from '@/testing';
import { routeTable } from './route-table';

// Only this test's reads: the app's one query client outlives the tests of a worker.
beforeEach(() => queryClient.clear());

it('the notifications screen asks for the first page before its code has loaded, under the key the page reads', async () => {
  const route = routeTable.main!.find((r) => r.path === pattern(paths.notifications()))!;
  expect(await readsOnArrival(route, paths.notifications(), 1)).toEqual([routes.listNotifications.path]);
  expect(
    queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey),
  ).toEqual([endpointKey('listNotifications', { query: { size: 20 } }, 'pages')]);
});
