import type { EndpointInput } from '@mbo/contracts';
import { describe, expect, it } from 'vitest';
import { DAY, unchecked, insertRedemption, NOW, signIn, fanWhoChangedPlans, useSignedInApp } from './fixtures';

type ListQuery = EndpointInput<'listVouchers'>['query'];
type VoucherBody = EndpointInput<'createVoucher'>['body'];

const t = useSignedInApp();
const now = Date.parse(NOW);

const validBody = {
  name: 'Free espresso',
  voucher_type: 'GDS',
  value: 3,
  status: 'published',
  start_date: '2026-11-01',
} satisfies VoucherBody;

describe('GET /api/store/vouchers', () => {
  it('lists newest first with type labels, plans and the paginate block', async () => {
    const older = t.add.voucher({ name: 'Older', type: 'DFP', value: 5 });
    const newer = t.add.voucher({ name: 'Newer', type: 'DPR', value: 15 });
    const planId = t.add.plan([{ voucherId: older }], { name: 'Gold' });
    t.addOther.voucher({ name: 'Not mine' });

    const res = await t.call('listVouchers');
    expect(res.status).toBe(200);
    expect(res.body.data.map((v: { id: number }) => v.id)).toEqual([newer, older]);
    expect(res.body.data[1]).toMatchObject({
      name: 'Older',
      status: 'published',
      voucher_type: { code: 'DFP', label: 'Discount fixed price' },
      value: 5,
      plans: [{ id: planId, name: 'Gold' }],
    });
    // List rows leave the texts to the detail call.
    expect(Object.keys(res.body.data[1]!).sort()).toEqual([
      'category',
      'created_at',
      'end_date',
      'id',
      'name',
      'plans',
      'quantity',
      'start_date',
      'status',
      'updated_at',
      'value',
      'voucher_type',
    ]);
    expect(res.body.data[0]!.plans).toEqual([]);
    expect(res.body.paginate).toEqual({
      current_page: 1,
      next_page: null,
      per_page: 10,
      prev_page: null,
      total_entries: 2,
      total_pages: 1,
    });
  });

  it('pages, and a page past the last is empty with correct totals', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => t.add.voucher({ name: `V${i}` })).reverse();
    const page2 = await t.call('listVouchers', { query: { page: 2, size: 10 } });
    expect(page2.body.data.map((v: { id: number }) => v.id)).toEqual(ids.slice(10, 20));
    expect(page2.body.paginate).toEqual({
      current_page: 2,
      next_page: 3,
      per_page: 10,
      prev_page: 1,
      total_entries: 25,
      total_pages: 3,
    });
    const last = await t.call('listVouchers', { query: { page: 3, size: 10 } });
    expect(last.body.data).toHaveLength(5);
    expect(last.body.paginate.next_page).toBeNull();
    const beyond = await t.call('listVouchers', { query: { page: 9, size: 10 } });
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.paginate).toMatchObject({
      current_page: 9,
      total_entries: 25,
      total_pages: 3,
      next_page: null,
      prev_page: 8,
    });
  });

  it('refuses page 0 and a size above 100 with field errors', async () => {
    const zero = await t.call('listVouchers', { query: { page: 0 } });
    expect(zero.status).toBe(422);
    expect(Object.keys(zero.error.errors)).toContain('page');
    const big = await t.call('listVouchers', { query: { size: 101 } });
    expect(big.status).toBe(422);
    expect(Object.keys(big.error.errors)).toContain('size');
    const bad = await t.call('listVouchers', { query: unchecked({ status: 'archived', voucher_type: 'XYZ' }) });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors)).toEqual(expect.arrayContaining(['status', 'voucher_type']));
  });

  it('derives expired from end_date against the clock, whatever the stored status', async () => {
    const endsToday = t.add.voucher({ status: 'published', endDate: '2026-11-15' });
    const endedYesterday = t.add.voucher({ status: 'published', endDate: '2026-11-14' });
    const draftEnded = t.add.voucher({ status: 'draft', endDate: '2026-10-01' });
    const draft = t.add.voucher({ status: 'draft', endDate: null });
    const open = t.add.voucher({ status: 'published', endDate: null });

    const ids = async (query: ListQuery) =>
      (await t.call('listVouchers', { query })).body.data
        .map((v: { id: number }) => v.id)
        .sort((a: number, b: number) => a - b);
    expect(await ids({ status: 'expired' })).toEqual([endedYesterday, draftEnded]);
    expect(await ids({ status: 'published' })).toEqual([endsToday, open]);
    expect(await ids({ status: 'draft' })).toEqual([draft]);

    const one = await t.call('getVoucher', { params: { id: endedYesterday } });
    expect(one.body.data.status).toBe('expired');

    // A day later the voucher ending "today" has expired too; no write happened in between.
    t.clock.set('2026-11-16T00:00:01Z');
    expect(await ids({ status: 'expired' })).toEqual([endsToday, endedYesterday, draftEnded]);
    const page = await t.call('listVouchers', { query: { status: 'published' } });
    expect(page.body.paginate.total_entries).toBe(1);
  });

  it('filters by type and by a case-insensitive name search with wildcards taken literally', async () => {
    const latte = t.add.voucher({ name: 'Latte Macchiato', type: 'DPR' });
    const cake = t.add.voucher({ name: '50% off cake', type: 'DFP', value: 2 });
    t.add.voucher({ name: '50 cents off tea', type: 'DFP', value: 0.5 });
    const freeLatte = t.add.voucher({ name: 'Free_latte', type: 'GDS' });

    const search = async (query: ListQuery) =>
      (await t.call('listVouchers', { query })).body.data.map((v: { id: number }) => v.id);
    expect(await search({ q: 'LATTE mac' })).toEqual([latte]);
    expect(await search({ q: '50%' })).toEqual([cake]);
    expect(await search({ q: 'o_f' })).toEqual([]);
    expect(await search({ q: 'e_l' })).toEqual([freeLatte]);
    expect(await search({ voucher_type: 'DFP', q: 'cake' })).toEqual([cake]);
    expect(await search({ voucher_type: 'DPR' })).toEqual([latte]);
    expect((await t.call('listVouchers', { query: { q: '  ' } })).body.paginate.total_entries).toBe(4);
  });

  it('keeps totals exact across writes', async () => {
    t.add.voucher();
    expect((await t.call('listVouchers')).body.paginate.total_entries).toBe(1);
    await t.call('createVoucher', { body: validBody });
    expect((await t.call('listVouchers')).body.paginate.total_entries).toBe(2);
    const id = (await t.call('listVouchers')).body.data[0]!.id;
    await t.call('updateVoucher', { params: { id }, body: { ...validBody, status: 'draft' } });
    expect((await t.call('listVouchers', { query: { status: 'draft' } })).body.paginate.total_entries).toBe(1);
    await t.call('deleteVoucher', { params: { id } });
    expect((await t.call('listVouchers')).body.paginate.total_entries).toBe(1);
  });
});

describe('POST /api/store/vouchers', () => {
  it('creates a voucher with defaults and answers 201', async () => {
    const res = await t.call('createVoucher', { body: validBody });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Free espresso',
      status: 'published',
      voucher_type: { code: 'GDS', label: 'Goodies' },
      value: 3,
      quantity: null,
      start_date: '2026-11-01',
      end_date: null,
      schedule: null,
      category: null,
      informations: [],
      terms_and_conditions: '',
      plans: [],
      created_at: NOW,
      updated_at: NOW,
    });
    const again = await t.call('getVoucher', { params: { id: res.body.data.id } });
    expect(again.body.data).toEqual(res.body.data);
  });

  it('takes only the spec payload fields, with today as the start date', async () => {
    const payload = {
      name: 'Free croissant',
      voucher_type: 'GDS',
      value: 0,
      status: 'draft',
      informations: ['Show the code at the counter'],
      terms_and_conditions: 'One per visit.',
    } satisfies VoucherBody;
    const res = await t.call('createVoucher', { body: payload });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ ...payload, voucher_type: { code: 'GDS' }, start_date: NOW.slice(0, 10) });
  });

  it('stores every optional field', async () => {
    const payload = {
      ...validBody,
      name: '  Happy hour  ',
      voucher_type: 'DPR',
      value: 20,
      quantity: 500,
      end_date: '2026-12-31',
      schedule: { start_time: '16:00', end_time: '18:00', days: ['mon', 'fri'] },
      category: 'drink',
      informations: ['Show the QR code', 'One per visit'],
      terms_and_conditions: 'Not with other offers.',
    } satisfies VoucherBody;
    const res = await t.call('createVoucher', { body: payload });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      ...payload,
      name: 'Happy hour',
      voucher_type: { code: 'DPR', label: 'Discount percentage' },
    });
  });

  it('names every bad field', async () => {
    const res = await t.call('createVoucher', {
      body: unchecked({ voucher_type: 'XXX', value: -1, status: 'expired', start_date: '2026-13-40' }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors)).toEqual(
      expect.arrayContaining(['name', 'voucher_type', 'value', 'status', 'start_date']),
    );
  });

  it('applies the cross-field rules', async () => {
    const res = await t.call('createVoucher', {
      body: {
        ...validBody,
        voucher_type: 'DPR',
        value: 150,
        end_date: '2026-10-01',
        schedule: { start_time: '18:00', end_time: '09:00', days: ['mon'] },
      },
    });
    expect(res.status).toBe(422);
    expect(res.error.errors).toMatchObject({
      value: ['A percentage is between 1 and 100'],
      end_date: ['End date is before the start date'],
      'schedule.end_time': ['End time is before the start time'],
    });
  });

  it('refuses equal schedule times with their own message, and a day listed twice', async () => {
    const res = await t.call('createVoucher', {
      body: { ...validBody, schedule: { start_time: '09:00', end_time: '09:00', days: ['mon', 'tue', 'mon'] } },
    });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({
      'schedule.end_time': ['End time equals the start time: the voucher could never be used'],
      'schedule.days.2': ['Each day can be listed only once'],
    });
  });

  it('refuses an end date that has already passed', async () => {
    const res = await t.call('createVoucher', {
      body: { ...validBody, start_date: '2026-01-01', end_date: '2026-11-14' },
    });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({ end_date: ['The end date has already passed'] });
  });
});

describe('GET /api/store/vouchers/{id}', () => {
  it('answers 404 for another store’s voucher and an unknown id, 422 for a bad id', async () => {
    const theirs = t.addOther.voucher();
    expect((await t.call('getVoucher', { params: { id: theirs } })).status).toBe(404);
    expect((await t.call('getVoucher', { params: { id: theirs }, token: t.otherToken })).status).toBe(200);
    const unknown = await t.call('getVoucher', { params: { id: 99999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, user_message: 'Voucher not found', errors: {} });
    expect((await t.call('getVoucher', { params: { id: 'abc' } })).status).toBe(422);
  });
});

describe('PUT /api/store/vouchers/{id}', () => {
  it('replaces the fields and stamps updated_at', async () => {
    const id = t.add.voucher({ name: 'Old name', createdAt: now - DAY });
    const res = await t.call('updateVoucher', {
      params: { id },
      body: { ...validBody, name: 'New name', status: 'draft', category: 'food' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      name: 'New name',
      status: 'draft',
      category: 'food',
      informations: [],
      created_at: new Date(now - DAY).toISOString(),
      updated_at: NOW,
    });
  });

  it('keeps the stored start date when the body has none, and checks the end date against it', async () => {
    const id = t.add.voucher({ startDate: '2026-12-01' });
    const { start_date: _, ...body } = validBody;
    const res = await t.call('updateVoucher', { params: { id }, body: body });
    expect(res.status).toBe(200);
    expect(res.body.data.start_date).toBe('2026-12-01');
    const early = await t.call('updateVoucher', { params: { id }, body: { ...body, end_date: '2026-11-20' } });
    expect(early.status).toBe(422);
    expect(early.error.errors).toEqual({ end_date: ['End date is before the start date'] });
  });

  it('refuses to put a voucher a plan uses back to draft', async () => {
    const id = t.add.voucher();
    t.add.plan([{ voucherId: id }]);
    const res = await t.call('updateVoucher', { params: { id }, body: { ...validBody, status: 'draft' } });
    expect(res.status).toBe(409);
    expect(res.error.user_message).toBe('This voucher is used by a plan and must stay published');
    const ok = await t.call('updateVoucher', { params: { id }, body: { ...validBody, name: 'Renamed' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.plans).toHaveLength(1);
  });

  it('keeps a past end date that was already stored, refuses a new one', async () => {
    const id = t.add.voucher({ startDate: '2026-01-01', endDate: '2026-06-30' });
    const keep = await t.call('updateVoucher', {
      params: { id },
      body: { ...validBody, start_date: '2026-01-01', end_date: '2026-06-30' },
    });
    expect(keep.status).toBe(200);
    expect(keep.body.data.status).toBe('expired');
    const moved = await t.call('updateVoucher', {
      params: { id },
      body: { ...validBody, start_date: '2026-01-01', end_date: '2026-07-31' },
    });
    expect(moved.status).toBe(422);
    expect(Object.keys(moved.error.errors)).toEqual(['end_date']);
  });

  it('answers 404 for another store’s voucher and 422 for a bad body', async () => {
    const theirs = t.addOther.voucher({ name: 'Theirs' });
    const res = await t.call('updateVoucher', { params: { id: theirs }, body: validBody });
    expect(res.status).toBe(404);
    expect((await t.call('getVoucher', { params: { id: theirs }, token: t.otherToken })).body.data.name).toBe('Theirs');
    const bad = await t.call('updateVoucher', { params: { id: theirs }, body: unchecked({ name: 'x' }) });
    expect(bad.status).toBe(422);
  });
});

describe('DELETE /api/store/vouchers/{id}', () => {
  it('deletes an unused voucher', async () => {
    const id = t.add.voucher();
    const res = await t.call('deleteVoucher', { params: { id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id, deleted: true } });
    expect((await t.call('getVoucher', { params: { id } })).status).toBe(404);
  });

  it('refuses a voucher that plans use, naming them', async () => {
    const id = t.add.voucher();
    t.add.plan([{ voucherId: id }], { name: 'Gold' });
    const one = await t.call('deleteVoucher', { params: { id } });
    expect(one.status).toBe(409);
    expect(one.error.user_message).toBe('This voucher is used by the plan "Gold". Remove it from the plan first.');
    t.add.plan([{ voucherId: id }], { name: 'Silver' });
    const two = await t.call('deleteVoucher', { params: { id } });
    expect(two.error.user_message).toBe(
      'This voucher is used by the plans "Gold", "Silver". Remove it from these plans first.',
    );
  });

  it('keeps a redeemed voucher for the reports', async () => {
    const id = t.add.voucher();
    const planId = t.add.plan([{ voucherId: id }]);
    const sub = t.add.fan();
    const m = t.add.membership(sub, planId, { subscribedAt: now - 10 * DAY });
    insertRedemption(t.sqlite, { id: m, storeId: t.storeId, subscriberId: sub }, id, now - DAY);
    t.sqlite.prepare('DELETE FROM plan_vouchers WHERE plan_id = ?').run(planId);
    const res = await t.call('deleteVoucher', { params: { id } });
    expect(res.status).toBe(409);
    expect(res.error.user_message).toBe('This voucher has been redeemed and is kept for the reports');
  });

  it('answers 404 for another store’s voucher', async () => {
    const theirs = t.addOther.voucher();
    expect((await t.call('deleteVoucher', { params: { id: theirs } })).status).toBe(404);
    expect((await t.call('getVoucher', { params: { id: theirs }, token: t.otherToken })).status).toBe(200);
  });
});

describe('GET /api/store/vouchers/{id}/subs', () => {
  it('lists fans holding the voucher through an active membership, with this month’s use', async () => {
    const voucher = t.add.voucher();
    const gold = t.add.plan([{ voucherId: voucher, maxUseQty: 5 }], { name: 'Gold' });
    const silver = t.add.plan([{ voucherId: voucher, maxUseQty: 2 }], { name: 'Silver' });
    const without = t.add.plan([{ voucherId: t.add.voucher() }]);

    const anna = t.add.fan({ username: 'anna', phone: '+49.17011111111' });
    const ben = t.add.fan({ username: 'ben' });
    const cleo = t.add.fan({ username: 'cleo' });
    const dan = t.add.fan({ username: 'dan' });
    const annaM = t.add.membership(anna, gold, { subscribedAt: now - 40 * DAY });
    // Cancelled, but active until the end of the billing month.
    t.add.membership(ben, silver, { subscribedAt: now - 20 * DAY, cancelAt: now + 10 * DAY });
    // Cancellation already effective: not a holder any more.
    t.add.membership(cleo, gold, { subscribedAt: now - 90 * DAY, cancelAt: now - DAY });
    t.add.membership(dan, without, { subscribedAt: now - 5 * DAY });

    const annaRef = { id: annaM, storeId: t.storeId, subscriberId: anna };
    insertRedemption(t.sqlite, annaRef, voucher, Date.parse('2026-11-02T10:00:00Z'));
    insertRedemption(t.sqlite, annaRef, voucher, Date.parse('2026-11-14T10:00:00Z'));
    insertRedemption(t.sqlite, annaRef, voucher, Date.parse('2026-10-30T10:00:00Z')); // last month

    const res = await t.call('voucherSubscribers', { params: { id: voucher } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: ben,
        username: 'ben',
        phone: expect.any(String),
        plan_name: 'Silver',
        used_qty: 0,
        max_use_qty: 2,
        subscribed_at: new Date(now - 20 * DAY).toISOString(),
      },
      {
        id: anna,
        username: 'anna',
        phone: '+49.17011111111',
        plan_name: 'Gold',
        used_qty: 2,
        max_use_qty: 5,
        subscribed_at: new Date(now - 40 * DAY).toISOString(),
      },
    ]);
    expect(res.body.paginate).toMatchObject({ total_entries: 2, total_pages: 1 });

    const paged = await t.call('voucherSubscribers', { params: { id: voucher }, query: { page: 2, size: 1 } });
    expect(paged.body.data.map((r: { id: number }) => r.id)).toEqual([anna]);
    expect(paged.body.paginate).toMatchObject({ current_page: 2, prev_page: 1, next_page: null, total_pages: 2 });

    t.clock.set(now + 11 * DAY);
    const later = signIn(t.sqlite, t.storeId, t.clock.now());
    expect(
      (await t.call('voucherSubscribers', { params: { id: voucher }, token: later })).body.data.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([anna]);
  });

  it('answers 404 for another store’s voucher', async () => {
    const theirs = t.addOther.voucher();
    expect((await t.call('voucherSubscribers', { params: { id: theirs } })).status).toBe(404);
    expect((await t.call('voucherSubscribers', { params: { id: theirs }, token: t.otherToken })).body.data).toEqual([]);
  });
});

describe('GET /api/store/subscriber/{id}/voucher', () => {
  it('lists the vouchers of the latest membership’s plan with this month’s use', async () => {
    const coffee = t.add.voucher({ name: 'Coffee', type: 'GDS' });
    const cake = t.add.voucher({ name: 'Cake', type: 'DFP', value: 2, endDate: '2026-11-01' });
    const extra = t.add.voucher({ name: 'Extra' });
    const oldPlan = t.add.plan([{ voucherId: extra }]);
    const plan = t.add.plan([
      { voucherId: extra, maxUseQty: 1, additional: true },
      { voucherId: coffee, maxUseQty: 8 },
      { voucherId: cake, maxUseQty: 2 },
    ]);
    const { fan, old, current: ref } = fanWhoChangedPlans(t, oldPlan, plan);
    insertRedemption(t.sqlite, ref, coffee, Date.parse('2026-11-03T09:00:00Z'));
    insertRedemption(t.sqlite, ref, coffee, Date.parse('2026-11-10T09:00:00Z'));
    insertRedemption(t.sqlite, ref, coffee, Date.parse('2026-10-10T09:00:00Z'));
    insertRedemption(t.sqlite, old, extra, Date.parse('2026-06-01T09:00:00Z'));

    const res = await t.call('subscriberVouchers', { params: { id: fan } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: coffee,
        name: 'Coffee',
        status: 'published',
        voucher_type: { code: 'GDS', label: 'Goodies' },
        additional_voucher: false,
        max_use_qty: 8,
        used_qty: 2,
        last_used_at: '2026-11-10T09:00:00.000Z',
      },
      {
        id: cake,
        name: 'Cake',
        status: 'expired',
        voucher_type: { code: 'DFP', label: 'Discount fixed price' },
        additional_voucher: false,
        max_use_qty: 2,
        used_qty: 0,
        last_used_at: null,
      },
      {
        id: extra,
        name: 'Extra',
        status: 'published',
        voucher_type: { code: 'DPR', label: 'Discount percentage' },
        additional_voucher: true,
        max_use_qty: 1,
        used_qty: 0,
        last_used_at: '2026-06-01T09:00:00.000Z',
      },
    ]);
    expect(res.body.paginate).toMatchObject({ total_entries: 3, total_pages: 1 });
    const page = await t.call('subscriberVouchers', { params: { id: fan }, query: { page: 2, size: 2 } });
    expect(page.body.data.map((v: { id: number }) => v.id)).toEqual([extra]);
    expect(page.body.paginate).toMatchObject({ current_page: 2, total_pages: 2, total_entries: 3 });
  });

  it('lists the vouchers of another plan the fan holds or held, by plan_id', async () => {
    const coffee = t.add.voucher({ name: 'Coffee' });
    const cake = t.add.voucher({ name: 'Cake' });
    const coffeePlan = t.add.plan([{ voucherId: coffee, maxUseQty: 4 }]);
    const cakePlan = t.add.plan([{ voucherId: cake, maxUseQty: 2 }]);
    const fan = t.add.fan();
    t.add.membership(fan, coffeePlan, { subscribedAt: now - 50 * DAY });
    t.add.membership(fan, cakePlan, { subscribedAt: now - 10 * DAY });
    const names = async (query: { plan_id?: number }) =>
      (await t.call('subscriberVouchers', { params: { id: fan }, query })).body.data.map(
        (v: { name: string }) => v.name,
      );
    expect(await names({})).toEqual(['Cake']);
    expect(await names({ plan_id: coffeePlan })).toEqual(['Coffee']);
    expect(await names({ plan_id: cakePlan })).toEqual(['Cake']);
    const never = t.add.plan([{ voucherId: coffee }]);
    expect((await t.call('subscriberVouchers', { params: { id: fan }, query: { plan_id: never } })).status).toBe(404);
    // Each voucher opens under the plan that has it, the older plan's too.
    expect((await t.call('subscriberVoucher', { params: { id: fan, voucher_id: coffee } })).body.data).toMatchObject({
      name: 'Coffee',
      max_use_qty: 4,
    });
  });

  it('is empty for a fan without a membership, 404 for another store’s fan', async () => {
    const fan = t.add.fan();
    const res = await t.call('subscriberVouchers', { params: { id: fan } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.paginate.total_entries).toBe(0);
    const theirs = t.addOther.fan();
    expect((await t.call('subscriberVouchers', { params: { id: theirs } })).status).toBe(404);
    expect((await t.call('subscriberVouchers', { params: { id: 424242 } })).status).toBe(404);
  });
});
