import type { EndpointOutput } from '@mbo/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CallInput } from './call';
import {
  call,
  insertMembership,
  insertPayment,
  insertPlan,
  insertRedemption,
  signIn,
  useSignedInApp,
} from './fixtures';

// February, so the six-month window crosses the year boundary (2025-09 .. 2026-02).
const NOW = '2026-02-10T12:00:00.000Z';
const at = (s: string) => Date.parse(s);

const t = useSignedInApp({ now: NOW, store: { name: 'Café Report' }, other: { name: 'Other' } });

type Report = 'summaryOverview' | 'summaryRevenue' | 'summaryVoucher' | 'summarySubscriber' | 'planReport';

const get = async <N extends Report>(name: N, tok = t.token): Promise<EndpointOutput<N>['data']> => {
  const res = await call(t.app, name, { token: tok } as CallInput<N>);
  expect(res.status).toBe(200);
  return res.body.data;
};

type Member = { id: number; storeId: number; subscriberId: number; planId: number };

function member(
  storeId: number,
  subscriberId: number,
  planId: number,
  subscribedAt: string,
  cancelAt?: string,
): Member {
  const id = insertMembership(t.sqlite, storeId, subscriberId, planId, {
    subscribedAt: at(subscribedAt),
    cancelAt: cancelAt ? at(cancelAt) : null,
  });
  return { id, storeId, subscriberId, planId };
}

describe('reports over a store with history', () => {
  beforeEach(() => {
    const s = t.storeId;

    const coffee = t.add.voucher({ name: 'Coffee' });
    const cake = t.add.voucher({ name: 'Cake' });
    const brownie = t.add.voucher({ name: 'Brownie' });
    const apple = t.add.voucher({ name: 'Apple pie' });
    const basic = insertPlan(
      t.sqlite,
      s,
      [
        { voucherId: coffee, maxUseQty: 4 },
        { voucherId: cake, maxUseQty: 2 },
        { voucherId: apple, maxUseQty: 1 },
      ],
      { name: 'Basic' },
    );
    const plus = insertPlan(
      t.sqlite,
      s,
      [
        { voucherId: coffee, maxUseQty: 3 },
        { voucherId: brownie, maxUseQty: 1 },
      ],
      { name: 'Plus' },
    );
    const fan = (username: string) => t.add.fan({ username });
    const [alice, bob, carol, dave, erin, frank, gina] = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'gina'].map(
      fan,
    ) as [number, number, number, number, number, number, number];

    const aliceBasic = member(s, alice, basic, '2025-08-01T10:00:00Z');
    // Cancelled, but the cancellation takes effect after now: still active.
    const bobBasic = member(s, bob, basic, '2025-12-15T10:00:00Z', '2026-02-20T10:00:00Z');
    // Ended inside January: active neither at the end of January nor now.
    const carolPlus = member(s, carol, plus, '2026-01-05T10:00:00Z', '2026-01-25T10:00:00Z');
    const daveBasic = member(s, dave, basic, '2026-02-03T10:00:00Z');
    // A second plan of alice: she still counts once.
    const alicePlus = member(s, alice, plus, '2026-02-01T10:00:00Z');
    // Active at the end of January, ended before now.
    const erinPlus = member(s, erin, plus, '2026-01-10T10:00:00Z', '2026-02-05T10:00:00Z');
    const frankBasic = member(s, frank, basic, '2026-02-08T10:00:00Z');
    // Starts after now.
    member(s, gina, basic, '2026-02-12T10:00:00Z');

    insertPayment(t.sqlite, aliceBasic, 1000, at('2025-08-20T10:00:00Z')); // before the window
    insertPayment(t.sqlite, aliceBasic, 1000, at('2025-09-01T00:00:00Z')); // first instant of the window
    insertPayment(t.sqlite, aliceBasic, 1990, at('2025-11-15T10:00:00Z'));
    insertPayment(t.sqlite, bobBasic, 2000, at('2025-12-31T23:59:59Z'));
    insertPayment(t.sqlite, carolPlus, 2000, at('2026-01-05T10:00:00Z')); // in the compared days (1-10 Jan)
    insertPayment(t.sqlite, erinPlus, 4000, at('2026-01-15T10:00:00Z')); // after them
    insertPayment(t.sqlite, alicePlus, 2500, at('2026-02-01T10:00:00Z'));
    insertPayment(t.sqlite, daveBasic, 2500, at('2026-02-09T10:00:00Z'));
    insertPayment(t.sqlite, frankBasic, 9999, at('2026-02-11T10:00:00Z')); // after now

    const redeem = (m: Member, voucher: number, when: string) => insertRedemption(t.sqlite, m, voucher, at(when));
    redeem(aliceBasic, coffee, '2026-02-02T10:00:00Z');
    redeem(aliceBasic, cake, '2026-02-03T10:00:00Z');
    redeem(bobBasic, coffee, '2026-02-04T10:00:00Z');
    redeem(bobBasic, apple, '2026-02-05T10:00:00Z');
    redeem(daveBasic, coffee, '2026-02-06T10:00:00Z');
    redeem(alicePlus, brownie, '2026-02-07T10:00:00Z');
    redeem(frankBasic, cake, '2026-02-09T10:00:00Z');
    redeem(erinPlus, coffee, '2026-01-20T10:00:00Z');
    redeem(carolPlus, coffee, '2026-01-08T10:00:00Z'); // in the compared days
    redeem(aliceBasic, coffee, '2025-10-10T10:00:00Z'); // counts for loyalty only
    redeem(bobBasic, coffee, '2025-08-10T10:00:00Z'); // before the chart's months: loyalty counts it too
    redeem(aliceBasic, cake, '2026-02-11T10:00:00Z'); // after now

    // Another store with plenty of activity in the same months: never counted.
    const other = t.otherStoreId;
    const ov = t.addOther.voucher({ name: 'AAA other voucher' });
    const op = t.addOther.plan([{ voucherId: ov, maxUseQty: 50 }], { name: 'Other plan' });
    const os = t.addOther.fan({ username: 'aaron' });
    const om = member(other, os, op, '2026-01-01T10:00:00Z');
    insertPayment(t.sqlite, om, 77700, at('2026-02-05T10:00:00Z'));
    insertPayment(t.sqlite, om, 77700, at('2026-01-05T10:00:00Z'));
    for (let i = 0; i < 10; i++) redeem(om, ov, '2026-02-05T10:00:00Z');
  });

  // Now is 10 February, 12:00: every growth compares 1-10 February with 1-10 January (to 12:00).
  const compared_to = { from: '2026-01-01', to: '2026-01-10' };

  it('overview: active subscribers now against the same moment last month, vouchers used over equal days', async () => {
    // Active now: alice, bob, dave, frank = 4. On 10 January at 12:00: alice, bob, carol, erin = 4. → 0 %.
    // Used 1-10 February: 7; 1-10 January: 1 (carol; erin's on 20 January is later). (7 - 1) / 1 → +600 %.
    expect(await get('summaryOverview')).toEqual({
      subscriber_total: 4,
      subscriber_growth: 0,
      voucher_total: 7,
      voucher_growth: 600,
      compared_to,
    });
  });

  it('revenue: six months across the year boundary, missing months 0, growth over equal days', async () => {
    const data = await get('summaryRevenue');
    expect(data.last_6_month).toEqual([
      { month: '2025-09', amount: 10 },
      { month: '2025-10', amount: 0 },
      { month: '2025-11', amount: 19.9 },
      { month: '2025-12', amount: 20 },
      { month: '2026-01', amount: 60 },
      { month: '2026-02', amount: 50 },
    ]);
    expect(data.revenue_total).toBe(159.9);
    // 50 so far in February against 20 in 1-10 January (not the whole January's 60, which would read -17 %).
    expect(data.revenue_growth).toBe(150);
    expect(data.compared_to).toEqual(compared_to);
    expect(data.currency).toBe('EUR');
    expect(data.recent).toEqual([
      { id: expect.any(Number), username: 'dave', plan_name: 'Basic', amount: 25, paid_at: '2026-02-09T10:00:00.000Z' },
      { id: expect.any(Number), username: 'alice', plan_name: 'Plus', amount: 25, paid_at: '2026-02-01T10:00:00.000Z' },
      { id: expect.any(Number), username: 'erin', plan_name: 'Plus', amount: 40, paid_at: '2026-01-15T10:00:00.000Z' },
      { id: expect.any(Number), username: 'carol', plan_name: 'Plus', amount: 20, paid_at: '2026-01-05T10:00:00.000Z' },
      { id: expect.any(Number), username: 'bob', plan_name: 'Basic', amount: 20, paid_at: '2025-12-31T23:59:59.000Z' },
    ]);
  });

  it('voucher usage: top vouchers of this month, ties by name, against their monthly allowance', async () => {
    const data = await get('summaryVoucher');
    expect(data.voucher_total).toBe(7);
    expect(data.voucher_growth).toBe(600);
    expect(data.compared_to).toEqual(compared_to);
    // Allowance = max_use_qty summed over memberships holding the voucher this month:
    // Basic (alice, bob, dave, frank) and Plus (alice, erin, who left on Feb 5); carol left in January.
    expect(data.items).toEqual([
      { id: expect.any(Number), name: 'Coffee', total: 3, max_use_qty: 4 * 4 + 3 * 2 },
      { id: expect.any(Number), name: 'Cake', total: 2, max_use_qty: 2 * 4 },
      { id: expect.any(Number), name: 'Apple pie', total: 1, max_use_qty: 1 * 4 },
      { id: expect.any(Number), name: 'Brownie', total: 1, max_use_qty: 1 * 2 },
    ]);
  });

  it('top subscribers: loyalty score is every redemption up to now, ties by name, five at most', async () => {
    const data = await get('summarySubscriber');
    expect(data.subscriber_total).toBe(4);
    expect(data.subscriber_growth).toBe(0);
    expect(data.compared_to).toEqual(compared_to);
    // alice 4 (one in October; her 11 February one is after now), bob 3 (one in August), then
    // carol, dave, erin and frank with 1 each: frank is sixth.
    expect(data.items.map((i: { name: string; total: number }) => [i.name, i.total])).toEqual([
      ['alice', 4],
      ['bob', 3],
      ['carol', 1],
      ['dave', 1],
      ['erin', 1],
    ]);
  });

  it("a top subscriber's loyalty score is the redeemed count on their own page", async () => {
    const data = await get('summarySubscriber');
    for (const item of data.items) {
      const res = await call(t.app, 'getSubscriber', { token: t.token, params: { id: item.id } });
      expect(res.status).toBe(200);
      expect(res.body.data.redeemed_count, item.name).toBe(item.total);
    }
  });

  it('plan report: this month revenue and active subscribers with growth as strings, as the dashboard has them', async () => {
    expect(await get('planReport')).toEqual({
      revenue: 50,
      revenue_growth: '150',
      subscriber_count: 4,
      subscriber_growth: '0',
      currency: 'EUR',
      compared_to,
    });
  });

  it('follows the clock: a cancellation that takes effect drops the subscriber', async () => {
    t.clock.set('2026-02-25T12:00:00Z'); // bob's cancellation (Feb 20) has taken effect; gina joined on Feb 12
    const data = await get('summaryOverview', signIn(t.sqlite, t.storeId, t.clock.now()));
    expect(data.subscriber_total).toBe(4); // alice, dave, frank, gina
  });

  it('the other store sees only its own rows', async () => {
    const otherToken = t.otherToken;
    expect(await get('summaryOverview', otherToken)).toEqual({
      subscriber_total: 1,
      subscriber_growth: 0,
      voucher_total: 10,
      voucher_growth: 100,
      compared_to: { from: '2026-01-01', to: '2026-01-10' },
    });
    const revenue = await get('summaryRevenue', otherToken);
    expect(revenue.revenue_total).toBe(1554);
    expect(revenue.recent).toHaveLength(2);
  });
});

describe('reports of a new store', () => {
  const compared_to = { from: '2026-01-01', to: '2026-01-10' };

  it('are all zero with six empty months and empty lists', async () => {
    expect(await get('summaryOverview')).toEqual({
      subscriber_total: 0,
      subscriber_growth: 0,
      voucher_total: 0,
      voucher_growth: 0,
      compared_to,
    });
    const revenue = await get('summaryRevenue');
    expect(revenue.last_6_month.map((m: { amount: number }) => m.amount)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(revenue).toMatchObject({ revenue_total: 0, revenue_growth: 0, recent: [] });
    expect(await get('summaryVoucher')).toEqual({ voucher_total: 0, voucher_growth: 0, items: [], compared_to });
    expect(await get('summarySubscriber')).toEqual({
      subscriber_total: 0,
      subscriber_growth: 0,
      items: [],
      compared_to,
    });
    expect(await get('planReport')).toEqual({
      revenue: 0,
      revenue_growth: '0',
      subscriber_count: 0,
      subscriber_growth: '0',
      currency: 'EUR',
      compared_to,
    });
  });

  it('show +100 % when last month was zero and this month is not', async () => {
    const s = (t.sqlite.prepare('SELECT id FROM stores').get() as { id: number }).id;
    const v = t.add.voucher();
    const p = t.add.plan([{ voucherId: v, maxUseQty: 5 }]);
    const m = member(s, t.add.fan(), p, '2026-02-02T10:00:00Z');
    insertPayment(t.sqlite, m, 1990, at('2026-02-02T10:00:00Z'));
    insertRedemption(t.sqlite, m, v, at('2026-02-03T10:00:00Z'));
    expect(await get('summaryOverview')).toEqual({
      subscriber_total: 1,
      subscriber_growth: 100,
      voucher_total: 1,
      voucher_growth: 100,
      compared_to,
    });
    expect(await get('planReport')).toMatchObject({
      revenue: 19.9,
      revenue_growth: '100',
      subscriber_growth: '100',
    });
    expect((await get('summaryVoucher')).items).toEqual([
      { id: v, name: expect.any(String), total: 1, max_use_qty: 5 },
    ]);
  });

  it('show negative growth when this month fell', async () => {
    const s = (t.sqlite.prepare('SELECT id FROM stores').get() as { id: number }).id;
    const v = t.add.voucher();
    const p = t.add.plan([{ voucherId: v }]);
    const m = member(s, t.add.fan(), p, '2026-01-02T10:00:00Z', '2026-02-02T10:00:00Z');
    insertPayment(t.sqlite, m, 2000, at('2026-01-02T10:00:00Z'));
    insertPayment(t.sqlite, m, 500, at('2026-02-01T10:00:00Z'));
    expect(await get('planReport')).toEqual({
      revenue: 5,
      revenue_growth: '-75',
      subscriber_count: 0,
      subscriber_growth: '-100',
      currency: 'EUR',
      compared_to,
    });
  });

  it('require a token', async () => {
    const res = await call(t.app, 'summaryRevenue');
    expect(res.status).toBe(401);
  });
});
