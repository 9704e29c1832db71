import { routes } from '@mbo/contracts/routes';
import { describe, expect, it } from 'vitest';
import { paths, pattern } from '@/lib/paths';
import { readsOnArrival } from '@/testing';
import { routeTable } from './route-table';

describe('My sales', () => {
  it('asks for the balance, the first payouts and the first invoices before its code has loaded', async () => {
    const route = routeTable.plain!.find((r) => r.path === pattern(paths.settings.mySales()))!;
    const asked = await readsOnArrival(route, paths.settings.mySales(), 3);
    expect(asked).toEqual([routes.balance.path, routes.payouts.path, routes.invoices.path].sort());
  });
});
