import { routes } from '@mbo/contracts/routes';
import { describe, expect, it } from 'vitest';
import { endpointKey } from '@/lib/endpoint-query';
import { paths, pattern } from '@/lib/paths';
import { sharedQueryClient } from '@/lib/shared-query-client';
import { readsOnArrival } from '@/testing';
import { listInput } from './list-params';
import { routeTable } from './route-table';

describe('the broadcast request screen', () => {
  it('asks for the plans and vouchers to announce before its code has loaded', async () => {
    const route = routeTable.plain!.find((r) => r.path === pattern(paths.broadcasts.request()))!;
    const asked = await readsOnArrival(route, paths.broadcasts.request(), 2);
    expect(asked).toEqual([routes.listPlans.path, routes.listVouchers.path].sort());
  });
});

describe('the broadcast list', () => {
  it('asks for the page and filters its address names before its code has loaded', async () => {
    const route = routeTable.main!.find((r) => r.path === pattern(paths.broadcasts.list()))!;
    const asked = await readsOnArrival(route, '/broadcasts?status=pending&page=2', 1);
    expect(asked).toEqual([routes.listBroadcasts.path]);
    const key = endpointKey('listBroadcasts', listInput({ q: '', page: 2, status: 'pending', sort: '' }));
    expect(sharedQueryClient().getQueryCache().find({ queryKey: key, exact: true })).toBeDefined();
  });
});
