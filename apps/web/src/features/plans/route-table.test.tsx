import { routes } from '@mbo/contracts/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpointKey } from '@/lib/endpoint-query';
import { paths, pattern } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { readsOnArrival } from '@/testing';
import { PUBLISHED_VOUCHERS } from './api';
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
const planPath = (id: number) => routes.getPlan.path.replace('{id}', String(id));

// Whether a plan can be added: the "Add new plan" button of the overview and the list.
const CAN_ADD = endpointKey('listVouchers', { query: PUBLISHED_VOUCHERS });
// The plan form's reads: the billing periods, and the first page of vouchers to pick from.
const FORM = [
  endpointKey('billingPeriods', undefined),
  endpointKey('listVouchers', { query: { status: 'published', q: undefined, size: 50 } }, 'pages'),
];

describe('the plan screens ask for what they show first before their code has loaded', () => {
  it('the overview: the report, the latest plans, whether a plan can be added, and the subscribers’ page', async () => {
    const asked = await readsOnArrival(route(paths.plans.overview()), paths.plans.overview({ q: 'lena', page: 2 }), 4);
    expect(asked).toEqual(
      [routes.planReport.path, routes.listPlans.path, routes.listVouchers.path, routes.listSubscribers.path].sort(),
    );
    expect(cachedKeys()).toEqual([
      endpointKey('planReport', undefined),
      endpointKey('listPlans', { query: { page: 1, size: 5 } }),
      CAN_ADD,
      endpointKey('listSubscribers', { query: { q: 'lena', page: 2, size: 10 } }),
    ]);
  });

  it('the list: the page of plans its address names, and whether a plan can be added', async () => {
    const asked = await readsOnArrival(route(paths.plans.list()), paths.plans.list({ page: 3 }), 2);
    expect(asked).toEqual([routes.listPlans.path, routes.listVouchers.path].sort());
    expect(cachedKeys()).toEqual([endpointKey('listPlans', { query: { q: undefined, page: 3, size: 10 } }), CAN_ADD]);
  });

  it('the new plan’s form: the billing periods and the vouchers to pick from', async () => {
    const asked = await readsOnArrival(route(paths.plans.create()), paths.plans.create(), 2);
    expect(asked).toEqual([routes.billingPeriods.path, routes.listVouchers.path].sort());
    expect(cachedKeys()).toEqual(FORM);
  });

  it('the edit form: the plan beside them', async () => {
    const asked = await readsOnArrival(route(paths.plans.edit(':id')), paths.plans.edit(5), 3);
    expect(asked).toEqual([planPath(5), routes.billingPeriods.path, routes.listVouchers.path].sort());
    expect(cachedKeys()).toEqual([endpointKey('getPlan', { params: { id: 5 } }), ...FORM]);
  });

  it.each([
    ['a plan', paths.plans.detail],
    ['its vouchers', paths.plans.vouchers],
  ])('%s: the plan', async (_screen, link) => {
    const asked = await readsOnArrival(route(link(':id')), link(5), 1);
    expect(asked).toEqual([planPath(5)]);
    expect(cachedKeys()).toEqual([endpointKey('getPlan', { params: { id: 5 } })]);
  });
});
