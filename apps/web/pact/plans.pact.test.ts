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
  CAPPUCCINO,
  COFFEE_PLAN,
  errorBody,
  exampleData,
  fetchQuery,
  firstPage,
  newPact,
  pathFromState,
  runMutation,
  state,
} from './support/pact';
import { matchersFor } from './support/zod-matchers';

const { call, answers, unknownId, signedIn } = newPact();

// Example ids; the provider's states hand back their own (fromProviderState).
const PLAN_ID = 12;
const VOUCHER_ID = CAPPUCCINO.id;
const SPARE_VOUCHER_ID = 32;
const planPathFromState = pathFromState(endpoints.getPlan.path, { id: ['planId', PLAN_ID] });
/** The state's plan, and the part of its name the plan search sends. */
const PLAN_STATE = { planName: COFFEE_PLAN, search: 'Coffee' };
/** The provider state of most interactions here: the plan, with a subscriber. */
const GIVEN = state('planWithSubscriber', PLAN_STATE);

const cappuccino: SubscriptionVoucher = {
  id: 41,
  voucher_id: VOUCHER_ID,
  voucher: CAPPUCCINO,
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
const planPage = (size: number) => firstPage(Plan, [plan], size);

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
    const request = call(state('storeWithActivity'), 'a request for the plan report', endpoints.planReport);
    return answers(request, report, () => fetchQuery(planReportQuery()), { seen: exampleData });
  });

  it('loads the 5 latest plans', () => {
    const page = planPage(5);
    const request = call(GIVEN, 'a request for the 5 latest plans', endpoints.listPlans, {
      query: { page: '1', size: '5' },
    });
    return answers(request, page, () => fetchQuery(latestPlansQuery()), { seen: exampleData });
  });

  it('asks for the published vouchers, which decide whether a plan can be added', () => {
    const page = firstPage(
      VoucherListItem,
      [
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
      50,
    );
    const description = 'a request for the published vouchers of the plan form';
    const request = call(state('storeWithActivity'), description, endpoints.listVouchers, {
      query: { status: 'published', size: '50', page: '1' },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return answers(request, page, async () => (await client.fetchInfiniteQuery(publishedVoucherPagesQuery(''))).pages, {
      seen: (body) => [answer(body)],
    });
  });

  it('lists the subscribers, latest payment first', () => {
    const page = firstPage(SubscriberRow, [
      {
        id: 51,
        username: 'lena.k',
        phone: '+49.17012345678',
        voucher_count: 1,
        paid_at: '2026-11-10T12:00:00.000Z',
        plan: { id: PLAN_ID, name: COFFEE_PLAN },
        active: true,
      },
    ]);
    const request = call(GIVEN, 'a request for the first page of subscribers', endpoints.listSubscribers, {
      query: { page: '1', size: '10' },
    });
    return answers(request, page, () => fetchQuery(subscribersQuery('', 1)));
  });
});

describe('all plans', () => {
  it('searches the plans by name', () => {
    const page = planPage(10);
    const request = call(GIVEN, 'a search of the plans by name', endpoints.listPlans, {
      query: { q: PLAN_STATE.search, page: '1', size: '10' },
    });
    return answers(request, page, () => fetchQuery(plansQuery(PLAN_STATE.search, 1)));
  });
});

describe('the plan form', () => {
  it('loads the billing periods', () => {
    const periods = matchersFor(envelope(z.array(BillingPeriod)), { data: [{ id: 1, label: 'Monthly', months: 1 }] });
    const request = call(state('storeWithActivity'), 'a request for the billing periods', endpoints.billingPeriods);
    return answers(request, periods, () => fetchQuery(billingPeriodsQuery()), { seen: exampleData });
  });

  it('asks what a fan pays for a price', () => {
    const fee = matchersFor(envelope(Fee), { data: { price: 9.9, fee: 0.99, final_price: 10.89, currency: 'EUR' } });
    const request = call(state('storeWithActivity'), 'a request for the fan fee of a price', endpoints.additionalFee, {
      query: { price: '9.9' },
    });
    return answers(request, fee, () => fetchQuery(feeQuery(9.9)), { seen: exampleData });
  });

  it('creates a plan with a guaranteed and an additional voucher', () => {
    const description = 'a new plan with a guaranteed and an additional voucher';
    const request = call(GIVEN, description, endpoints.createPlan, { body: bodyFromState });
    return answers(request, planBody, () => runMutation(useCreatePlan, { body }), { status: 201 });
  });

  it('answers 422 with the spec’s message when the store has no published voucher', () => {
    const refused = { ...(errorBody(422, ['vouchers']) as object), user_message: NO_PUBLISHED_VOUCHER_MESSAGE };
    return call(state('signedIn'), 'a new plan from a store without a published voucher', endpoints.createPlan, {
      body,
    })
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
  it('loads the plan', () => {
    const request = call(GIVEN, 'a request for a plan', endpoints.getPlan, { path: planPathFromState });
    return answers(request, planBody, () => fetchQuery(planQuery(PLAN_ID)), { seen: exampleData });
  });

  it('answers 404 for a plan the store does not have', () =>
    unknownId(GIVEN, 'a request for a plan that does not exist', endpoints.getPlan, (id) => fetchQuery(planQuery(id))));

  it('saves a changed plan: the spare voucher joins as an additional benefit', () => {
    const description = 'a change of a plan that adds an additional voucher';
    const request = call(GIVEN, description, endpoints.updatePlan, { path: planPathFromState, body: bodyFromState });
    return answers(request, planBody, () => runMutation(useUpdatePlan, { params: { id: PLAN_ID }, body }));
  });

  it('deletes a plan nobody subscribed to', () => {
    const deleted = matchersFor(envelope(z.object({ id: z.number().int(), deleted: z.literal(true) })), {
      data: { id: PLAN_ID, deleted: true },
    });
    const request = call(
      state('planWithoutSubscribers'),
      'a delete of a plan without subscribers',
      endpoints.deletePlan,
      {
        path: planPathFromState,
      },
    );
    return answers(request, deleted, () => runMutation(useDeletePlan, { params: { id: PLAN_ID } }));
  });

  it('answers 409 when the plan has active subscribers', () =>
    call(GIVEN, 'a delete of a plan with an active subscriber', endpoints.deletePlan, { path: planPathFromState })
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
