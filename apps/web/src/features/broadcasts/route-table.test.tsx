import { routes } from '@mbo/contracts/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpointKey } from '@/lib/endpoint-query';
import { paths, pattern } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { readsOnArrival } from '@/testing';
import { routeTable } from './route-table';

// Only this test's reads: the app's one query client outlives the tests of a worker.
beforeEach(() => queryClient.clear());

const route = (link: string) => [...routeTable.main!, ...routeTable.plain!].find((r) => r.path === pattern(link))!;
/** The keys the route's reads went under: the ones its page reads, so it asks for nothing twice. */
const cachedKeys = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey);
const ALL = { query: { page: 1, size: 100 } };

describe('the broadcast screens ask for what they show first before their code has loaded', () => {
  it('the request form: the plans and vouchers to announce', async () => {
    const asked = await readsOnArrival(route(paths.broadcasts.request()), paths.broadcasts.request(), 2);
    expect(asked).toEqual([routes.listPlans.path, routes.listVouchers.path].sort());
    expect(cachedKeys()).toEqual([endpointKey('listPlans', ALL), endpointKey('listVouchers', ALL)]);
  });

  it('the list: the page and filters its address names', async () => {
    const asked = await readsOnArrival(
      route(paths.broadcasts.list()),
      '/broadcasts?status=pending&sort=bogus&page=2',
      1,
    );
    expect(asked).toEqual([routes.listBroadcasts.path]);
    // An unknown sort is not sent.
    expect(cachedKeys()).toEqual([endpointKey('listBroadcasts', { query: { page: 2, size: 10, status: 'Request' } })]);
  });

  it('a broadcast: the broadcast', async () => {
    const asked = await readsOnArrival(route(paths.broadcasts.detail(':id')), paths.broadcasts.detail(3), 1);
    expect(asked).toEqual([routes.getBroadcast.path.replace('{id}', '3')]);
    expect(cachedKeys()).toEqual([endpointKey('getBroadcast', { params: { id: 3 } })]);
  });
});
