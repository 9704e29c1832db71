import {
  RevenueReport,
  SetupGuide,
  SummaryOverview,
  TopSubscribersReport,
  VoucherUsageReport,
  endpoints,
  envelope,
} from '@mbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  overviewQuery,
  revenueQuery,
  setupGuideQuery,
  topSubscribersQuery,
  useUpdateSetupGuide,
  voucherUsageQuery,
} from '@/features/dashboard/api';
import { bearer, errorBody, exampleData, fetchQuery, newPact, runMutation, state } from './support/pact';
import { matchersFor } from './support/zod-matchers';

const { interaction, call, answers, signedIn } = newPact();

const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
/** The same days of last month, which growth compares with. */
const compared_to = { from: '2026-10-01', to: '2026-10-14' };

// One report per dashboard panel: the name, its query, and an example body from its schema.
const reports = [
  {
    name: 'overview',
    endpoint: endpoints.summaryOverview,
    load: () => fetchQuery(overviewQuery()),
    body: matchersFor(envelope(SummaryOverview), {
      data: { subscriber_total: 42, subscriber_growth: 12, voucher_total: 87, voucher_growth: -5, compared_to },
    }),
  },
  {
    name: 'revenue',
    endpoint: endpoints.summaryRevenue,
    load: () => fetchQuery(revenueQuery()),
    body: matchersFor(envelope(RevenueReport), {
      data: {
        revenue_total: 1234.5,
        revenue_growth: 8,
        currency: 'EUR',
        last_6_month: months.map((month) => ({ month, amount: 205.75 })),
        recent: [
          { id: 901, username: 'lena.k', plan_name: 'Coffee Lover', amount: 19.9, paid_at: '2026-11-14T08:12:00.000Z' },
        ],
        compared_to,
      },
    }),
  },
  {
    name: 'voucher usage',
    endpoint: endpoints.summaryVoucher,
    load: () => fetchQuery(voucherUsageQuery()),
    body: matchersFor(envelope(VoucherUsageReport), {
      data: {
        voucher_total: 87,
        voucher_growth: 4,
        items: [{ id: 11, name: 'Free cappuccino', total: 23, max_use_qty: 4 }],
        compared_to,
      },
    }),
  },
  {
    name: 'top subscribers',
    endpoint: endpoints.summarySubscriber,
    load: () => fetchQuery(topSubscribersQuery()),
    body: matchersFor(envelope(TopSubscribersReport), {
      data: { subscriber_total: 42, subscriber_growth: 12, items: [{ id: 31, name: 'lena.k', total: 9 }], compared_to },
    }),
  },
] as const;

describe.each(reports)('the dashboard $name report', ({ name, endpoint, load, body }) => {
  it('answers the report of the signed-in store', () =>
    interaction(state('storeWithActivity'), `a request for the dashboard ${name} report`)
      .withRequest(endpoint.method, endpoint.path, (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(body))
      .executeTest(
        signedIn(async () => {
          expect(await load()).toEqual(exampleData(body));
        }),
      ));

  it('answers 401 on an expired token', () =>
    interaction(state('expiredSession'), `a request for the dashboard ${name} report with an expired token`)
      .withRequest(endpoint.method, endpoint.path, (b) => b.headers(bearer))
      .willRespondWith(401, (b) => b.jsonBody(errorBody(401)))
      .executeTest(
        signedIn(async () => {
          await expect(load()).rejects.toMatchObject({ status: 401 });
        }),
      ));
});

describe("a new store's setup guide", () => {
  const guide = (over: Partial<SetupGuide> = {}) =>
    matchersFor(envelope(SetupGuide), {
      data: {
        steps: [
          { step: 'profile', done: true, record_id: null },
          { step: 'voucher', done: true, record_id: 11 },
          { step: 'plan', done: false, record_id: null },
          { step: 'payouts', done: false, record_id: null },
          { step: 'share', done: false, record_id: null },
        ],
        done_count: 2,
        total: 5,
        earning: false,
        dismissed: false,
        show: true,
        ...over,
      },
    });

  it('answers the steps of the signed-in store, each ticked from its data', () =>
    interaction(state('signedIn'), 'a request for the setup guide')
      .withRequest(endpoints.setupGuide.method, endpoints.setupGuide.path, (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody(guide()))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(setupGuideQuery())).toEqual(exampleData(guide()));
        }),
      ));

  it('hides the guide for the store and answers it as it is now', () => {
    const hidden = guide({ dismissed: true, show: false });
    return answers(
      call(state('signedIn'), 'a request to hide the setup guide', endpoints.updateSetupGuide, {
        body: { dismissed: true },
      }),
      hidden,
      () => runMutation(useUpdateSetupGuide, { body: { dismissed: true } }),
      { seen: exampleData },
    );
  });
});
