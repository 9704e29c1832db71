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

describe('the sales screens ask for what they show first before their code has loaded', () => {
  it('my sales: the balance, the first payouts and the first invoices', async () => {
    const asked = await readsOnArrival(route(paths.settings.mySales()), paths.settings.mySales(), 3);
    expect(asked).toEqual([routes.balance.path, routes.payouts.path, routes.invoices.path].sort());
    expect(cachedKeys()).toEqual([
      endpointKey('balance', undefined),
      endpointKey('payouts', { query: { page: 1, size: 5 } }),
      endpointKey('invoices', { query: { page: 1, size: 5 } }),
    ]);
  });

  it('the activation: the store and the balance', async () => {
    const asked = await readsOnArrival(route(paths.settings.activate()), paths.settings.activate(), 2);
    expect(asked).toEqual([routes.myStore.path, routes.balance.path].sort());
    expect(cachedKeys()).toEqual([endpointKey('myStore', undefined), endpointKey('balance', undefined)]);
  });

  it('the sales report: the page of the range its address names', async () => {
    const link = paths.settings.reports({ from: '2026-09-01', to: '2026-10-31', page: 3 });
    const asked = await readsOnArrival(route(paths.settings.reports()), link, 1);
    expect(asked).toEqual([routes.salesReport.path]);
    expect(cachedKeys()).toEqual([
      endpointKey('salesReport', { query: { from: '2026-09-01', to: '2026-10-31', page: 3, size: 10 } }),
    ]);
  });

  it('an invoice: the invoice', async () => {
    const asked = await readsOnArrival(route(paths.settings.invoice(':id')), paths.settings.invoice(12), 1);
    expect(asked).toEqual([routes.invoice.path.replace('{id}', '12')]);
    expect(cachedKeys()).toEqual([endpointKey('invoice', { params: { id: 12 } })]);
  });
});
