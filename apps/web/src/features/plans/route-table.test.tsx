import { routes } from '@mbo/contracts/routes';
import { describe, expect, it } from 'vitest';
import { endpointKey } from '@/lib/endpoint-query';
import { paths, pattern } from '@/lib/paths';
import { sharedQueryClient } from '@/lib/shared-query-client';
import { readsOnArrival } from '@/testing';
import { routeTable } from './route-table';

const route = (link: string) => routeTable.plain!.find((r) => r.path === pattern(link))!;

describe('the plan form screens', () => {
  it('ask for the billing periods and the vouchers to pick from before the form’s code has loaded', async () => {
    const asked = await readsOnArrival(route(paths.plans.create()), paths.plans.create(), 2);
    expect(asked).toEqual([routes.billingPeriods.path, routes.listVouchers.path].sort());
  });

  it('ask for the plan beside them when it is edited', async () => {
    const asked = await readsOnArrival(route(paths.plans.edit(':id')), paths.plans.edit(5), 3);
    expect(asked).toEqual(
      [routes.getPlan.path.replace('{id}', '5'), routes.billingPeriods.path, routes.listVouchers.path].sort(),
    );
  });
});

describe('the plans overview', () => {
  it('asks for the report, the latest plans and the subscribers’ page before its code has loaded', async () => {
    const route = routeTable.main!.find((r) => r.path === pattern(paths.plans.overview()))!;
    const asked = await readsOnArrival(route, `${paths.plans.overview()}?page=2`, 3);
    expect(asked).toEqual([routes.planReport.path, routes.listPlans.path, routes.listSubscribers.path].sort());
    const key = endpointKey('listSubscribers', { query: { q: undefined, page: 2, size: 10 } });
    expect(sharedQueryClient().getQueryCache().find({ queryKey: key, exact: true })).toBeDefined();
  });
});
