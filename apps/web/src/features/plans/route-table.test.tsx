import { routes } from '@mbo/contracts/routes';
import { describe, expect, it } from 'vitest';
import { paths, pattern } from '@/lib/paths';
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
