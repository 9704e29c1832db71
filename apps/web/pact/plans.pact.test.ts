import {
  BillingPeriod,
  Fee,
  NO_PUBLISHED_VOUCHER_MESSAGE,
  Plan,
  PlanReport,
  SubscriberRow,
  type SubscriptionVoucher,
  VoucherListItem,
  endpoints,
  envelope,
  listEnvelope,
  z,
  type PlanBody,
} from '@mbo/contracts';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  billingPeriodsQuery,
  feeQuery,
  latestPlansQuery,
  planQuery,
  planReportQuery,
  plansQuery,
  publishedVoucherPagesQuery,
  subscribersQuery,
  useCreatePlan,
  useDeletePlan,
  useUpdatePlan,
} from '@/features/plans/api';
import {
  answer,
  bearer,
  COFFEE_PLAN,
  errorBody,
  exampleData,
  fetchQuery,
  fillPath,
  newPact,
  pathFromState,
  runMutation,
  state,
} from './support/pact';
import { matchersFor } from './support/zod-matchers';

const { interaction, signedIn } = newPact();

// Example ids; the provider's states hand back their own (fromProviderState).
const PLAN_ID = 12;
const VOUCHER_ID = 31;
const SPARE_VOUCHER_ID = 32;
const planPathFromState = pathFromState(endpoints.getPlan.path, { id: ['planId', PLAN_ID] });
/** The state's plan, and the part of its name the plan search sends. */
const PLAN_STATE = { planName: COFFEE_PLAN, search: 'Coffee' };

const cappuccino: SubscriptionVoucher = {
  id: 41,
  voucher_id: VOUCHER_ID,
  voucher: {
    id: VOUCHER_ID,
    name: 'Free cappuccino',
    status: 'published',
    voucher_type: { code: 'GDS', label: 'Goodies' },
  },
  additional_voucher: false,
  max_use_qty: 4,
  qty: 4,
};

const plan: Plan = {
  id: PLAN_ID,
  name: COFFEE_PLAN,
  price: 19.9,
  fee: 1.99,
  final_price: 21.89,
  currency: 'EUR',
  billing_period: { id: 1, label: 'Monthly', months: 1 },
  subscription_vouchers: [cappuccino],
  how_to_use: ['Show your QR code'],
  perks_and_benefits: ['Skip the queue'],
  terms_and_conditions: 'Cancel any time.',
  subscriber_count: 1,
  created_at: '2026-11-01T09:00:00.000Z',
};

const planBody = matchersFor(envelope(Plan), { data: plan });
const planPage = (size: number) =>
  matchersFor(listEnvelope(Plan), {
    data: [plan],
    paginate: { current_page: 1, next_page: null, per_page: size, prev_page: null, total_entries: 1, total_pages: 1 },
  });

/** What the form sends: the contract's body, with the state's voucher ids. */
const body: PlanBody = {
  name: 'Coffee Lover',
  price: 19.9,
  billing_period_id: 1,
  how_to_use: ['Show your QR code'],
  perks_and_benefits: ['Skip the queue'],
  terms_and_conditions: 'Cancel any time.',
  vouchers: [
    { voucher_id: VOUCHER_ID, max_use_qty: 4, additional_voucher: false },
    { voucher_id: SPARE_VOUCHER_ID, max_use_qty: 1, additional_voucher: true },
  ],
};
const bodyFromState = {
  ...body,
  vouchers: [
    { ...body.vouchers[0], voucher_id: M.fromProviderState('${voucherId}', VOUCHER_ID) },
    { ...body.vouchers[1], voucher_id: M.fromProviderState('${spareVoucherId}', SPARE_VOUCHER_ID) },
  ],
};

describe('the subscription overview', () => {
  it('loads the plan report', () => {
    const report = matchersFor(envelope(PlanReport), {
      data: {
        revenue: 1234.5,
        revenue_growth: '12',
        subscriber_count: 42,
        subscriber_growth: '-5',
        currency: 'EUR',
        compared_to: { from: '2026-10-01', to: '2026-10-14' },
      },
    });
    return interaction(state('storeWithActivity'), 'a request for the plan report')
      .withRequest(endpoints.planReport.method, endpoints.planReport.path, (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(report))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(planReportQuery())).toEqual(exampleData(report));
        }),
      );
  });

  it('loads the 5 latest plans', () => {
    const page = planPage(5);
    return interaction(state('planWithSubscriber', PLAN_STATE), 'a request for the 5 latest plans')
      .withRequest(endpoints.listPlans.method, endpoints.listPlans.path, (b) =>
        b.headers(bearer).query({ page: '1', size: '5' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(page))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(latestPlansQuery())).toEqual(exampleData(page));
        }),
      );
  });

  it('asks for the published vouchers, which decide whether a plan can be added', () => {
    const page = matchersFor(listEnvelope(VoucherListItem), {
      data: [
        {
          id: VOUCHER_ID,
          name: 'Free cappuccino',
          status: 'published',
          voucher_type: { code: 'GDS', label: 'Goodies' },
          value: 3.5,
          quantity: null,
          start_date: '2026-01-01',
          end_date: null,
          category: null,
          plans: [{ id: PLAN_ID, name: COFFEE_PLAN }],
          created_at: '2026-01-01T09:00:00.000Z',
          updated_at: '2026-01-01T09:00:00.000Z',
        },
      ],
      paginate: { current_page: 1, next_page: null, per_page: 50, prev_page: null, total_entries: 1, total_pages: 1 },
    });
    return interaction(state('storeWithActivity'), 'a request for the published vouchers of the plan form')
      .withRequest(endpoints.listVouchers.method, endpoints.listVouchers.path, (b) =>
        b.headers(bearer).query({ status: 'published', size: '50', page: '1' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(page))
      .executeTest(
        signedIn(async () => {
          const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
          const pages = await client.fetchInfiniteQuery(publishedVoucherPagesQuery(''));
          expect(pages.pages).toEqual([answer(page)]);
        }),
      );
  });

  it('lists the subscribers, latest payment first', () => {
    const page = matchersFor(listEnvelope(SubscriberRow), {
      data: [
        {
          id: 51,
          username: 'lena.k',
          phone: '+49.17012345678',
          voucher_count: 1,
          paid_at: '2026-11-10T12:00:00.000Z',
          plan: { id: PLAN_ID, name: COFFEE_PLAN },
          active: true,
        },
      ],
      paginate: { current_page: 1, next_page: null, per_page: 10, prev_page: null, total_entries: 1, total_pages: 1 },
    });
    return interaction(state('planWithSubscriber', PLAN_STATE), 'a request for the first page of subscribers')
      .withRequest(endpoints.listSubscribers.method, endpoints.listSubscribers.path, (b) =>
        b.headers(bearer).query({ page: '1', size: '10' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(page))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(subscribersQuery('', 1))).toEqual(answer(page));
        }),
      );
  });
});

describe('all plans', () => {
  it('searches the plans by name', () => {
    const page = planPage(10);
    return interaction(state('planWithSubscriber', PLAN_STATE), 'a search of the plans by name')
      .withRequest(endpoints.listPlans.method, endpoints.listPlans.path, (b) =>
        b.headers(bearer).query({ q: PLAN_STATE.search, page: '1', size: '10' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(page))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(plansQuery(PLAN_STATE.search, 1))).toEqual(answer(page));
        }),
      );
  });
});

describe('the plan form', () => {
  it('loads the billing periods', () => {
    const periods = matchersFor(envelope(z.array(BillingPeriod)), { data: [{ id: 1, label: 'Monthly', months: 1 }] });
    return interaction(state('storeWithActivity'), 'a request for the billing periods')
      .withRequest(endpoints.billingPeriods.method, endpoints.billingPeriods.path, (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(periods))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(billingPeriodsQuery())).toEqual(exampleData(periods));
        }),
      );
  });

  it('asks what a fan pays for a price', () => {
    const fee = matchersFor(envelope(Fee), { data: { price: 9.9, fee: 0.99, final_price: 10.89, currency: 'EUR' } });
    return interaction(state('storeWithActivity'), 'a request for the fan fee of a price')
      .withRequest(endpoints.additionalFee.method, endpoints.additionalFee.path, (b) =>
        b.headers(bearer).query({ price: '9.9' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(fee))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(feeQuery(9.9))).toEqual(exampleData(fee));
        }),
      );
  });

  it('creates a plan with a guaranteed and an additional voucher', () =>
    interaction(state('planWithSubscriber', PLAN_STATE), 'a new plan with a guaranteed and an additional voucher')
      .withRequest(endpoints.createPlan.method, endpoints.createPlan.path, (b) =>
        b.headers(bearer).jsonBody(bodyFromState),
      )
      .willRespondWith(201, (b) => b.jsonBody(planBody))
      .executeTest(
        signedIn(async () => {
          expect(await runMutation(useCreatePlan, { body })).toEqual(answer(planBody));
        }),
      ));

  it('answers 422 with the spec’s message when the store has no published voucher', () => {
    const refused = { ...(errorBody(422, ['vouchers']) as object), user_message: NO_PUBLISHED_VOUCHER_MESSAGE };
    return interaction(state('signedIn'), 'a new plan from a store without a published voucher')
      .withRequest(endpoints.createPlan.method, endpoints.createPlan.path, (b) => b.headers(bearer).jsonBody(body))
      .willRespondWith(422, (b) => b.jsonBody(refused))
      .executeTest(
        signedIn(async () => {
          await expect(runMutation(useCreatePlan, { body })).rejects.toMatchObject({
            status: 422,
            userMessage: NO_PUBLISHED_VOUCHER_MESSAGE,
            errors: { vouchers: [expect.any(String)] },
          });
        }),
      );
  });
});

describe('one plan', () => {
  it('loads the plan', () =>
    interaction(state('planWithSubscriber', PLAN_STATE), 'a request for a plan')
      .withRequest(endpoints.getPlan.method, planPathFromState, (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(planBody))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(planQuery(PLAN_ID))).toEqual(exampleData(planBody));
        }),
      ));

  it('answers 404 for a plan the store does not have', () =>
    interaction(state('planWithSubscriber', PLAN_STATE), 'a request for a plan that does not exist')
      .withRequest(endpoints.getPlan.method, fillPath(endpoints.getPlan.path, { id: 999999 }), (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(errorBody(404)))
      .executeTest(
        signedIn(async () => {
          await expect(fetchQuery(planQuery(999999))).rejects.toMatchObject({ status: 404 });
        }),
      ));

  it('saves a changed plan: the spare voucher joins as an additional benefit', () =>
    interaction(state('planWithSubscriber', PLAN_STATE), 'a change of a plan that adds an additional voucher')
      .withRequest(endpoints.updatePlan.method, planPathFromState, (b) => b.headers(bearer).jsonBody(bodyFromState))
      .willRespondWith(200, (b) => b.jsonBody(planBody))
      .executeTest(
        signedIn(async () => {
          expect(await runMutation(useUpdatePlan, { params: { id: PLAN_ID }, body })).toEqual(answer(planBody));
        }),
      ));

  it('deletes a plan nobody subscribed to', () => {
    const deleted = matchersFor(envelope(z.object({ id: z.number().int(), deleted: z.literal(true) })), {
      data: { id: PLAN_ID, deleted: true },
    });
    return interaction(state('planWithoutSubscribers'), 'a delete of a plan without subscribers')
      .withRequest(endpoints.deletePlan.method, planPathFromState, (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(deleted))
      .executeTest(
        signedIn(async () => {
          expect(await runMutation(useDeletePlan, { params: { id: PLAN_ID } })).toEqual(answer(deleted));
        }),
      );
  });

  it('answers 409 when the plan has active subscribers', () =>
    interaction(state('planWithSubscriber', PLAN_STATE), 'a delete of a plan with an active subscriber')
      .withRequest(endpoints.deletePlan.method, planPathFromState, (b) => b.headers(bearer))
      .willRespondWith(409, (b) => b.jsonBody(errorBody(409)))
      .executeTest(
        signedIn(async () => {
          await expect(runMutation(useDeletePlan, { params: { id: PLAN_ID } })).rejects.toMatchObject({
            status: 409,
            userMessage: expect.any(String),
          });
        }),
      ));
});
