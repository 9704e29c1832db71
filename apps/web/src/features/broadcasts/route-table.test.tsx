import { routes } from '@mbo/contracts/routes';
import { describe, expect, it } from 'vitest';
import { paths, pattern } from '@/lib/paths';
import { readsOnArrival } from '@/testing';
import { routeTable } from './route-table';

describe('the broadcast request screen', () => {
  it('asks for the plans and vouchers to announce before its code has loaded', async () => {
    const route = routeTable.plain!.find((r) => r.path === pattern(paths.broadcasts.request()))!;
    const asked = await readsOnArrival(route, paths.broadcasts.request(), 2);
    expect(asked).toEqual([routes.listPlans.path, routes.listVouchers.path].sort());
  });
});
