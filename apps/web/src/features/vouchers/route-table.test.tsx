import { routes } from '@mbo/contracts/routes';
import { expect, it } from 'vitest';
import { endpointKey } from '@/lib/endpoint-query';
import { paths, pattern } from '@/lib/paths';
import { sharedQueryClient } from '@/lib/shared-query-client';
import { readsOnArrival } from '@/testing';
import { routeTable } from './route-table';

it('the voucher list asks for the page and filters its address names before its code has loaded', async () => {
  const route = routeTable.main!.find((r) => r.path === pattern(paths.vouchers.list()))!;
  const asked = await readsOnArrival(route, '/vouchers?q=Pizza&type=DFP&status=bogus&page=2', 1);
  expect(asked).toEqual([routes.listVouchers.path]);
  // Under the key the page reads (an unknown status is not sent), so the page asks for nothing twice.
  const key = endpointKey('listVouchers', {
    query: { q: 'Pizza', voucher_type: 'DFP', status: undefined, page: 2, size: 10 },
  });
  expect(sharedQueryClient().getQueryCache().find({ queryKey: key, exact: true })).toBeDefined();
});
