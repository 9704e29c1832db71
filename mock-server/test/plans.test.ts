import { NO_PUBLISHED_VOUCHER_MESSAGE } from '@mbo/contracts';
import { describe, expect, it } from 'vitest';
import { call, DAY, insertPayment, NOW, oneFieldRefusal, signIn, unchecked, useSignedInApp } from './fixtures';

const t = useSignedInApp();
const now = Date.parse(NOW);

const post = (payload: object) => t.call('createPlan', { body: unchecked(payload) });
const put = (id: number, payload: object, as = t.token) =>
  call(t.app, 'updatePlan', { params: { id }, body: unchecked(payload), token: as });
const del = (id: number, as = t.token) => call(t.app, 'deletePlan', { params: { id }, token: as });

const planBody = (vouchers: { voucher_id: number; max_use_qty: number; additional_voucher?: boolean }[]) => ({
  name: 'Coffee lover',
  price: 19.9,
  billing_period_id: 1,
  how_to_use: ['Show your QR code at the counter'],
  perks_and_benefits: ['Skip the queue'],
  terms_and_conditions: 'Cancel any time.',
  vouchers,
});

describe('GET /api/store/billing-periods', () => {
  it('lists every billing period by id', async () => {
    const res = await t.call('billingPeriods');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: 1, label: 'Monthly', months: 1 },
      { id: 2, label: 'Annually', months: 12 },
    ]);
  });
});

describe('POST /api/store/subscriptions', () => {
  it('creates a plan with its vouchers, fee and final price', async () => {
    const coffee = t.add.voucher({ name: 'Coffee', type: 'GDS' });
    const cake = t.add.voucher({ name: 'Cake', type: 'DFP', value: 2 });
    const res = await post(
      planBody([
        { voucher_id: cake, max_use_qty: 1, additional_voucher: true },
        { voucher_id: coffee, max_use_qty: 8 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Coffee lover',
      price: 19.9,
      fee: 1.99,
      final_price: 21.89,
      currency: 'EUR',
      billing_period: { id: 1, label: 'Monthly', months: 1 },
      how_to_use: ['Show your QR code at the counter'],
      perks_and_benefits: ['Skip the queue'],
      terms_and_conditions: 'Cancel any time.',
      subscriber_count: 0,
      created_at: NOW,
    });
    // Guaranteed perks first, then the extras; qty repeats max_use_qty.
    expect(res.body.data.subscription_vouchers).toEqual([
      {
        id: expect.any(Number),
        voucher_id: coffee,
        voucher: { id: coffee, name: 'Coffee', status: 'published', voucher_type: { code: 'GDS', label: 'Goodies' } },
        additional_voucher: false,
        max_use_qty: 8,
        qty: 8,
      },
      {
        id: expect.any(Number),
        voucher_id: cake,
        voucher: {
          id: cake,
          name: 'Cake',
          status: 'published',
          voucher_type: { code: 'DFP', label: 'Discount fixed price' },
        },
        additional_voucher: true,
        max_use_qty: 1,
        qty: 1,
      },
    ]);
    expect((await t.call('getPlan', { params: { id: res.body.data.id } })).body.data).toEqual(res.body.data);
    const voucher = await t.call('getVoucher', { params: { id: coffee } });
    expect(voucher.body.data.plans).toEqual([{ id: res.body.data.id, name: 'Coffee lover' }]);
  });

  it('applies the minimum fee to cheap plans', async () => {
    const v = t.add.voucher();
    const res = await post({ ...planBody([{ voucher_id: v, max_use_qty: 1 }]), price: 2, billing_period_id: 2 });
    expect(res.body.data).toMatchObject({
      price: 2,
      fee: 0.5,
      final_price: 2.5,
      billing_period: { id: 2, label: 'Annually' },
    });
  });

  it('refuses a plan while the store has no published voucher, with the spec message', async () => {
    const draft = t.add.voucher({ status: 'draft' });
    t.add.voucher({ status: 'published', endDate: '2026-11-14' });
    t.addOther.voucher({ status: 'published' });
    const res = await post(planBody([{ voucher_id: draft, max_use_qty: 1 }]));
    expect(res.status).toBe(422);
    expect(res.body).toEqual(oneFieldRefusal(422, 'vouchers', NO_PUBLISHED_VOUCHER_MESSAGE));
    expect(res.error.user_message).toBe(
      "You don't have a published voucher yet. Please ensure a voucher is published before continuing to create a subscription plan.",
    );
  });

  it('names each voucher that is foreign, unknown, draft or expired, and an unknown billing period', async () => {
    const ok = t.add.voucher();
    const draft = t.add.voucher({ status: 'draft' });
    const expired = t.add.voucher({ endDate: '2026-10-31' });
    const foreign = t.addOther.voucher();
    const res = await post({
      ...planBody([
        { voucher_id: ok, max_use_qty: 1 },
        { voucher_id: draft, max_use_qty: 1 },
        { voucher_id: expired, max_use_qty: 1 },
        { voucher_id: foreign, max_use_qty: 1 },
        { voucher_id: 987654, max_use_qty: 1 },
      ]),
      billing_period_id: 99,
    });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({
      billing_period_id: ['This billing period does not exist'],
      'vouchers.1.voucher_id': ['Only published vouchers can join a plan'],
      'vouchers.2.voucher_id': ['This voucher has expired'],
      'vouchers.3.voucher_id': ['This voucher does not exist'],
      'vouchers.4.voucher_id': ['This voucher does not exist'],
    });
    expect((await t.call('listPlans')).body.paginate.total_entries).toBe(0);
  });

  it('names the bad fields of the body', async () => {
    const v = t.add.voucher();
    const res = await post({
      name: 'x',
      price: 0.1,
      billing_period_id: 'monthly',
      vouchers: [
        { voucher_id: v, max_use_qty: 0, additional_voucher: true },
        { voucher_id: v, max_use_qty: 1, additional_voucher: true },
      ],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors)).toEqual(
      expect.arrayContaining(['name', 'price', 'billing_period_id', 'vouchers.0.max_use_qty']),
    );
    const noGuaranteed = await post(planBody([{ voucher_id: v, max_use_qty: 1, additional_voucher: true }]));
    expect(noGuaranteed.error.errors).toEqual({ vouchers: ['A plan needs at least one guaranteed voucher'] });
    const duplicate = await post(
      planBody([
        { voucher_id: v, max_use_qty: 1 },
        { voucher_id: v, max_use_qty: 2 },
      ]),
    );
    expect(duplicate.error.errors).toEqual({ 'vouchers.1.voucher_id': ['This voucher is already in the plan'] });
    const empty = await post(planBody([]));
    expect(Object.keys(empty.error.errors)).toContain('vouchers');
  });
});

describe('GET /api/store/subscriptions', () => {
  it('lists newest first with active subscriber counts, searches and pages', async () => {
    const v = t.add.voucher();
    const ids = ['Basic', 'Gold', 'Gold Plus'].map((name) => t.add.plan([{ voucherId: v }], { name }));
    t.addOther.plan([{ voucherId: t.addOther.voucher() }], {
      name: 'Gold elsewhere',
    });
    const gold = ids[1]!;
    const fans = [1, 2, 3].map(() => t.add.fan());
    t.add.membership(fans[0]!, gold, { subscribedAt: now - 40 * DAY });
    t.add.membership(fans[1]!, gold, { subscribedAt: now - 20 * DAY, cancelAt: now + 10 * DAY });
    t.add.membership(fans[2]!, gold, { subscribedAt: now - 90 * DAY, cancelAt: now - 30 * DAY });

    const res = await t.call('listPlans');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([...ids].reverse());
    expect(res.body.data.map((p: { subscriber_count: number }) => p.subscriber_count)).toEqual([0, 2, 0]);
    expect(res.body.data[0]!.subscription_vouchers).toHaveLength(1);
    expect(res.body.paginate).toMatchObject({ total_entries: 3, total_pages: 1 });

    const search = await t.call('listPlans', { query: { q: 'gold' } });
    expect(search.body.data.map((p: { name: string }) => p.name)).toEqual(['Gold Plus', 'Gold']);
    const page = await t.call('listPlans', { query: { size: 2, page: 2 } });
    expect(page.body.data.map((p: { id: number }) => p.id)).toEqual([ids[0]]);
    expect(page.body.paginate).toMatchObject({ current_page: 2, prev_page: 1, next_page: null, total_pages: 2 });
    const beyond = await t.call('listPlans', { query: { page: 5 } });
    expect(beyond.body).toMatchObject({ data: [], paginate: { total_entries: 3, current_page: 5 } });
    expect((await t.call('listPlans', { query: { size: 101 } })).status).toBe(422);
    expect((await t.call('listPlans', { query: { page: 0 } })).status).toBe(422);
  });
});

describe('GET /api/store/subscriptions/{id}', () => {
  it('answers 404 for another store’s plan and an unknown id', async () => {
    const theirs = t.addOther.plan([{ voucherId: t.addOther.voucher() }]);
    expect((await t.call('getPlan', { params: { id: theirs } })).status).toBe(404);
    expect((await t.call('getPlan', { params: { id: theirs }, token: t.otherToken })).status).toBe(200);
    const unknown = await t.call('getPlan', { params: { id: 5555 } });
    expect(unknown.body).toEqual({ status: 404, user_message: 'Plan not found', errors: {} });
  });

  it('shows an expired voucher of a plan as expired', async () => {
    const v = t.add.voucher({ endDate: '2026-11-10' });
    const plan = t.add.plan([{ voucherId: v, maxUseQty: 3 }]);
    const res = await t.call('getPlan', { params: { id: plan } });
    expect(res.body.data.subscription_vouchers[0]).toMatchObject({
      voucher: { status: 'expired' },
      max_use_qty: 3,
      qty: 3,
    });
  });
});

describe('PUT /api/store/subscriptions/{id}', () => {
  it('updates fields and replaces the voucher set, keeping a kept voucher’s entry', async () => {
    const a = t.add.voucher({ name: 'A' });
    const b = t.add.voucher({ name: 'B' });
    const c = t.add.voucher({ name: 'C' });
    const created = await post(
      planBody([
        { voucher_id: a, max_use_qty: 1 },
        { voucher_id: b, max_use_qty: 2 },
      ]),
    );
    const id = created.body.data.id;
    const entryOfB = created.body.data.subscription_vouchers.find(
      (sv: { voucher_id: number }) => sv.voucher_id === b,
    )!.id;

    const res = await put(id, {
      ...planBody([
        { voucher_id: b, max_use_qty: 5, additional_voucher: true },
        { voucher_id: c, max_use_qty: 1 },
      ]),
      name: 'Renamed',
      price: 25,
      billing_period_id: 2,
      how_to_use: [],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      name: 'Renamed',
      price: 25,
      fee: 2.5,
      final_price: 27.5,
      how_to_use: [],
      billing_period: { id: 2 },
    });
    expect(
      res.body.data.subscription_vouchers.map(
        (sv: { voucher_id: number; max_use_qty: number; additional_voucher: boolean }) => [
          sv.voucher_id,
          sv.max_use_qty,
          sv.additional_voucher,
        ],
      ),
    ).toEqual([
      [c, 1, false],
      [b, 5, true],
    ]);
    expect(res.body.data.subscription_vouchers[1]!.id).toBe(entryOfB);
    expect((await t.call('getVoucher', { params: { id: a } })).body.data.plans).toEqual([]);
  });

  it('validates like create and leaves the plan untouched on error', async () => {
    const a = t.add.voucher();
    const draft = t.add.voucher({ status: 'draft' });
    const plan = t.add.plan([{ voucherId: a }], { name: 'Original' });
    const res = await put(plan, { ...planBody([{ voucher_id: draft, max_use_qty: 1 }]), billing_period_id: 7 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors).sort()).toEqual(['billing_period_id', 'vouchers.0.voucher_id']);
    const after = await t.call('getPlan', { params: { id: plan } });
    expect(after.body.data.name).toBe('Original');
    expect(after.body.data.subscription_vouchers.map((sv: { voucher_id: number }) => sv.voucher_id)).toEqual([a]);
  });

  it('answers 404 for another store’s plan', async () => {
    const theirVoucher = t.addOther.voucher();
    const theirs = t.addOther.plan([{ voucherId: theirVoucher }], { name: 'Theirs' });
    t.add.voucher();
    const res = await put(theirs, planBody([{ voucher_id: theirVoucher, max_use_qty: 1 }]));
    expect(res.status).toBe(404);
    expect((await t.call('getPlan', { params: { id: theirs }, token: t.otherToken })).body.data.name).toBe('Theirs');
  });
});

describe('DELETE /api/store/subscriptions/{id}', () => {
  it('deletes a plan without history, freeing its vouchers', async () => {
    const v = t.add.voucher();
    const plan = t.add.plan([{ voucherId: v }]);
    const res = await del(plan);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id: plan, deleted: true } });
    expect((await t.call('getPlan', { params: { id: plan } })).status).toBe(404);
    expect((await t.call('deleteVoucher', { params: { id: v } })).status).toBe(200);
  });

  it('refuses while the plan has active subscribers, then keeps a plan with history', async () => {
    const plan = t.add.plan([{ voucherId: t.add.voucher() }]);
    const fan = t.add.fan();
    const m = t.add.membership(fan, plan, {
      subscribedAt: now - 20 * DAY,
      cancelAt: now + 10 * DAY,
    });
    insertPayment(t.sqlite, { id: m, storeId: t.storeId, subscriberId: fan, planId: plan }, 1990, now - 20 * DAY);
    const active = await del(plan);
    expect(active.status).toBe(409);
    expect(active.error.user_message).toBe(
      'This plan still has active subscribers. It can be deleted once their subscriptions have ended.',
    );

    t.clock.set(now + 11 * DAY);
    const later = signIn(t.sqlite, t.storeId, t.clock.now());
    const history = await del(plan, later);
    expect(history.status).toBe(409);
    expect(history.error.user_message).toBe('This plan has past subscribers and is kept for the reports');
  });

  it('answers 404 for another store’s plan', async () => {
    const theirs = t.addOther.plan([{ voucherId: t.addOther.voucher() }]);
    expect((await del(theirs)).status).toBe(404);
    expect((await t.call('getPlan', { params: { id: theirs }, token: t.otherToken })).status).toBe(200);
  });
});
