import { describe, expect, it } from 'vitest';
import { DAY, insertRedemption, NOW, fanWhoChangedPlans, useSignedInApp } from './fixtures';

const t = useSignedInApp();
const now = Date.parse(NOW);

/** A fan who moved from an old plan to the current one, and used the coffee voucher under both. */
function fanWithHistory() {
  const coffee = t.add.voucher({ name: 'Coffee', type: 'GDS' });
  const cake = t.add.voucher({ name: 'Cake', type: 'DFP', value: 2 });
  const inOldPlan = t.add.voucher({ name: 'Only in the old plan' });
  const outside = t.add.voucher({ name: 'In no plan of the fan' });
  const oldPlan = t.add.plan([{ voucherId: coffee }, { voucherId: inOldPlan }], {
    name: 'Old',
  });
  const plan = t.add.plan(
    [
      { voucherId: coffee, maxUseQty: 8 },
      { voucherId: cake, maxUseQty: 2, additional: true },
    ],
    { name: 'Gold' },
  );
  const { fan, old, current: ref } = fanWhoChangedPlans(t, oldPlan, plan);
  const used = {
    thisMonth: insertRedemption(t.sqlite, ref, coffee, Date.parse('2026-11-10T09:00:00Z')),
    earlierThisMonth: insertRedemption(t.sqlite, ref, coffee, Date.parse('2026-11-03T09:00:00Z')),
    lastMonth: insertRedemption(t.sqlite, ref, coffee, Date.parse('2026-10-10T09:00:00Z')),
    oldPlan: insertRedemption(t.sqlite, old, coffee, Date.parse('2026-06-01T09:00:00Z')),
  };
  insertRedemption(t.sqlite, ref, cake, Date.parse('2026-11-11T09:00:00Z'));
  return { fan, coffee, cake, inOldPlan, outside, plan, oldPlan, used };
}

describe('GET /api/store/subscriber/{id}/voucher/{voucher_id}', () => {
  it('shows one voucher of the current plan with this month’s use and the last use under any plan', async () => {
    const f = fanWithHistory();
    const res = await t.call('subscriberVoucher', { params: { id: f.fan, voucher_id: f.coffee } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: f.coffee, max_use_qty: 8, used_qty: 2 });
    expect(res.body.data.last_used_at).toBe('2026-11-10T09:00:00.000Z');
    // The same row, field for field, as the list of the fan's vouchers shows it.
    const list = await t.call('subscriberVouchers', { params: { id: f.fan } });
    expect(list.body.data.find((v: { id: number }) => v.id === f.coffee)).toEqual(res.body.data);
    const cake = await t.call('subscriberVoucher', { params: { id: f.fan, voucher_id: f.cake } });
    expect(cake.body.data).toMatchObject({ additional_voucher: true, max_use_qty: 2, used_qty: 1 });
  });

  it('answers 404 for a voucher in no plan of the fan, another store’s fan and unknown ids', async () => {
    const f = fanWithHistory();
    // A voucher of a plan the fan held before opens under that plan.
    expect(
      (await t.call('subscriberVoucher', { params: { id: f.fan, voucher_id: f.inOldPlan } })).body.data,
    ).toMatchObject({ name: 'Only in the old plan' });
    expect((await t.call('subscriberVoucher', { params: { id: f.fan, voucher_id: f.outside } })).body).toEqual({
      status: 404,
      user_message: 'Voucher not found',
      errors: {},
    });
    expect((await t.call('subscriberVoucher', { params: { id: f.fan, voucher_id: 424242 } })).status).toBe(404);
    expect(
      (await t.call('subscriberVoucher', { params: { id: f.fan, voucher_id: f.coffee }, token: t.otherToken })).status,
    ).toBe(404);
    const never = t.add.fan();
    expect((await t.call('subscriberVoucher', { params: { id: never, voucher_id: f.coffee } })).status).toBe(404);
    expect((await t.call('subscriberVoucher', { params: { id: f.fan, voucher_id: 0 } })).status).toBe(422);
  });
});

describe('GET /api/store/subscriber/{id}/voucher/{voucher_id}/redemptions', () => {
  it('lists every use of the voucher by the fan, newest first, with the plan it was used under', async () => {
    const f = fanWithHistory();
    const res = await t.call('subscriberVoucherRedemptions', { params: { id: f.fan, voucher_id: f.coffee } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: f.used.thisMonth, redeemed_at: '2026-11-10T09:00:00.000Z', plan: { id: f.plan, name: 'Gold' } },
      { id: f.used.earlierThisMonth, redeemed_at: '2026-11-03T09:00:00.000Z', plan: { id: f.plan, name: 'Gold' } },
      { id: f.used.lastMonth, redeemed_at: '2026-10-10T09:00:00.000Z', plan: { id: f.plan, name: 'Gold' } },
      { id: f.used.oldPlan, redeemed_at: '2026-06-01T09:00:00.000Z', plan: { id: f.oldPlan, name: 'Old' } },
    ]);
    expect(res.body.paginate).toMatchObject({ total_entries: 4, total_pages: 1, current_page: 1 });

    const page = await t.call('subscriberVoucherRedemptions', {
      params: { id: f.fan, voucher_id: f.coffee },
      query: { page: 2, size: 3 },
    });
    expect(page.body.data.map((r: { id: number }) => r.id)).toEqual([f.used.oldPlan]);
    expect(page.body.paginate).toMatchObject({ current_page: 2, total_pages: 2, prev_page: 1, next_page: null });
  });

  it('is empty for a voucher never used, and 404 where the voucher call is', async () => {
    const f = fanWithHistory();
    const other = t.add.fan();
    t.add.membership(other, f.plan, { subscribedAt: now - DAY });
    const unused = await t.call('subscriberVoucherRedemptions', { params: { id: other, voucher_id: f.coffee } });
    expect(unused.status).toBe(200);
    expect(unused.body).toMatchObject({ data: [], paginate: { total_entries: 0 } });
    expect(
      (await t.call('subscriberVoucherRedemptions', { params: { id: f.fan, voucher_id: f.outside } })).status,
    ).toBe(404);
    expect(
      (
        await t.call('subscriberVoucherRedemptions', {
          params: { id: f.fan, voucher_id: f.coffee },
          token: t.otherToken,
        })
      ).status,
    ).toBe(404);
  });
});
