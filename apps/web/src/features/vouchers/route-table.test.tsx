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

describe('the voucher screens ask for what they show first before their code has loaded', () => {
  it('the list: the page and filters its address names', async () => {
    const asked = await readsOnArrival(
      route(paths.vouchers.list()),
      '/vouchers?q=Pizza&type=DFP&status=bogus&page=2',
      1,
    );
    expect(asked).toEqual([routes.listVouchers.path]);
    // An unknown status is not sent.
    expect(cachedKeys()).toEqual([
      endpointKey('listVouchers', { query: { q: 'Pizza', voucher_type: 'DFP', status: undefined, page: 2, size: 10 } }),
    ]);
  });

  it('a voucher: the voucher, and the first page of the fans who hold it', async () => {
    const asked = await readsOnArrival(route(paths.vouchers.detail(':id')), paths.vouchers.detail(7), 2);
    expect(asked).toEqual(
      [routes.getVoucher.path, routes.voucherSubscribers.path].map((p) => p.replace('{id}', '7')).sort(),
    );
    expect(cachedKeys()).toEqual([
      endpointKey('getVoucher', { params: { id: 7 } }),
      endpointKey('voucherSubscribers', { params: { id: 7 }, query: { page: 1, size: 10 } }),
    ]);
  });

  it('the edit form: the voucher', async () => {
    const asked = await readsOnArrival(route(paths.vouchers.edit(':id')), paths.vouchers.edit(7), 1);
    expect(asked).toEqual([routes.getVoucher.path.replace('{id}', '7')]);
    expect(cachedKeys()).toEqual([endpointKey('getVoucher', { params: { id: 7 } })]);
  });

  it('a copy: the voucher it starts from', async () => {
    const asked = await readsOnArrival(route(paths.vouchers.create()), paths.vouchers.create({ from: 4 }), 1);
    expect(asked).toEqual([routes.getVoucher.path.replace('{id}', '4')]);
    expect(cachedKeys()).toEqual([endpointKey('getVoucher', { params: { id: 4 } })]);
  });
});
