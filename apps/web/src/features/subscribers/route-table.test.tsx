import { buildPath } from '@mbo/contracts/paths';
import { routes } from '@mbo/contracts/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpointKey } from '@/lib/endpoint-query';
import { paths, pattern } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { readsOnArrival } from '@/testing';
import { routeTable } from './route-table';

// Only this test's reads: the app's one query client outlives the tests of a worker.
beforeEach(() => queryClient.clear());

const route = (link: string) => routeTable.plain!.find((r) => r.path === pattern(link))!;
/** The keys the route's reads went under: the ones its page reads, so it asks for nothing twice. */
const cachedKeys = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey);
const path = (name: keyof typeof routes, params: Record<string, number>) => buildPath(routes[name].path, params);

describe('the subscriber screens ask for what they show first before their code has loaded', () => {
  it('a subscriber: the subscriber', async () => {
    const asked = await readsOnArrival(route(paths.subscribers.detail(':id')), paths.subscribers.detail(9), 1);
    expect(asked).toEqual([path('getSubscriber', { id: 9 })]);
    expect(cachedKeys()).toEqual([endpointKey('getSubscriber', { params: { id: 9 } })]);
  });

  it('their vouchers: the subscriber, and the page of the plan its address names', async () => {
    const link = `${paths.subscribers.vouchers(9, { plan: 3 })}&page=2`;
    const asked = await readsOnArrival(route(paths.subscribers.vouchers(':id')), link, 2);
    expect(asked).toEqual([path('getSubscriber', { id: 9 }), path('subscriberVouchers', { id: 9 })].sort());
    expect(cachedKeys()).toEqual([
      endpointKey('getSubscriber', { params: { id: 9 } }),
      endpointKey('subscriberVouchers', { params: { id: 9 }, query: { page: 2, size: 10, plan_id: 3 } }),
    ]);
  });

  it('one voucher of theirs: the subscriber, the voucher, and the page of its redemptions', async () => {
    const link = `${paths.subscribers.voucher(9, 5)}?page=2`;
    const asked = await readsOnArrival(route(paths.subscribers.voucher(':id', ':voucherId')), link, 3);
    expect(asked).toEqual(
      [
        path('getSubscriber', { id: 9 }),
        path('subscriberVoucher', { id: 9, voucher_id: 5 }),
        path('subscriberVoucherRedemptions', { id: 9, voucher_id: 5 }),
      ].sort(),
    );
    expect(cachedKeys()).toEqual([
      endpointKey('getSubscriber', { params: { id: 9 } }),
      endpointKey('subscriberVoucher', { params: { id: 9, voucher_id: 5 } }),
      endpointKey('subscriberVoucherRedemptions', { params: { id: 9, voucher_id: 5 }, query: { page: 2, size: 10 } }),
    ]);
  });
});
