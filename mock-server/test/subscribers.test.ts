import { beforeEach, describe, expect, it } from 'vitest';
import { DAY, insertPayment, insertRedemption, NOW, signIn, useSignedInApp } from './fixtures';

const t = useSignedInApp();
const now = Date.parse(NOW);

const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((r) => r.id);

/** A fan with one membership and optional payments (ms offsets from now). */
function fan(
  planId: number,
  opts: { username?: string; phone?: string; paid?: number[]; subscribedAt?: number; cancelAt?: number | null } = {},
) {
  const id = t.add.fan({ username: opts.username, phone: opts.phone });
  const subscribedAt = opts.subscribedAt ?? now - 60 * DAY;
  const m = t.add.membership(id, planId, { subscribedAt, cancelAt: opts.cancelAt ?? null });
  for (const at of opts.paid ?? [])
    insertPayment(t.sqlite, { id: m, storeId: t.storeId, subscriberId: id, planId }, 1990, at);
  return { id, membershipId: m };
}

describe('GET /api/store/subscriptions/my/subscriber', () => {
  let gold: number;
  let silver: number;
  beforeEach(() => {
    const a = t.add.voucher();
    const b = t.add.voucher();
    gold = t.add.plan([{ voucherId: a }, { voucherId: b, additional: true }], { name: 'Gold' });
    silver = t.add.plan([{ voucherId: a }], { name: 'Silver' });
  });

  it('lists fans with a membership, latest payment first, unpaid last', async () => {
    const early = fan(gold, { username: 'early', paid: [now - 40 * DAY, now - 10 * DAY] });
    const recent = fan(silver, { username: 'recent', phone: '+49.17055500011', paid: [now - 2 * DAY] });
    const unpaid = fan(gold, { username: 'unpaid' });
    const unpaid2 = fan(gold, { username: 'unpaid2' });
    const tieLow = fan(gold, { username: 'tie-low', paid: [now - 5 * DAY] });
    const tieHigh = fan(gold, { username: 'tie-high', paid: [now - 5 * DAY] });
    t.add.fan({ username: 'never-subscribed' });
    const elsewhere = t.addOther.fan();
    const otherPlan = t.addOther.plan([{ voucherId: t.addOther.voucher() }]);
    const om = t.addOther.membership(elsewhere, otherPlan, { subscribedAt: now - DAY });
    insertPayment(
      t.sqlite,
      { id: om, storeId: t.otherStoreId, subscriberId: elsewhere, planId: otherPlan },
      990,
      now - DAY,
    );

    const res = await t.call('listSubscribers');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([recent.id, tieHigh.id, tieLow.id, early.id, unpaid2.id, unpaid.id]);
    expect(res.body.data[0]).toEqual({
      id: recent.id,
      username: 'recent',
      phone: '+49.17055500011',
      voucher_count: 1,
      paid_at: new Date(now - 2 * DAY).toISOString(),
      plan: { id: silver, name: 'Silver' },
      active: true,
    });
    expect(res.body.data[3]).toMatchObject({
      voucher_count: 2,
      paid_at: new Date(now - 10 * DAY).toISOString(),
      plan: { name: 'Gold' },
    });
    expect(res.body.data[5]).toMatchObject({ username: 'unpaid', paid_at: null });
    expect(res.body.paginate).toMatchObject({ total_entries: 6, total_pages: 1 });

    const page2 = await t.call('listSubscribers', { query: { size: 4, page: 2 } });
    expect(ids(page2)).toEqual([unpaid2.id, unpaid.id]);
    expect(page2.body.paginate).toMatchObject({
      current_page: 2,
      prev_page: 1,
      next_page: null,
      total_pages: 2,
      total_entries: 6,
    });
    const beyond = await t.call('listSubscribers', { query: { page: 3, size: 4 } });
    expect(beyond.body).toMatchObject({ data: [], paginate: { total_entries: 6, total_pages: 2 } });
  });

  it('shows the latest membership’s plan and filters by it', async () => {
    const switched = t.add.fan({ username: 'switched' });
    t.add.membership(switched, gold, { subscribedAt: now - 100 * DAY, cancelAt: now - 70 * DAY });
    t.add.membership(switched, silver, { subscribedAt: now - 60 * DAY });
    const stayed = fan(gold, { username: 'stayed', paid: [now - DAY] });

    const all = await t.call('listSubscribers');
    expect(all.body.data.find((r: { id: number }) => r.id === switched)!.plan).toEqual({ id: silver, name: 'Silver' });
    expect(ids(await t.call('listSubscribers', { query: { plan_id: gold } }))).toEqual([stayed.id]);
    expect(ids(await t.call('listSubscribers', { query: { plan_id: silver } }))).toEqual([switched]);
    const none = await t.call('listSubscribers', { query: { plan_id: 999 } });
    expect(none.body).toMatchObject({ data: [], paginate: { total_entries: 0, total_pages: 0 } });
    expect((await t.call('listSubscribers', { query: { plan_id: 'abc' } })).status).toBe(422);
  });

  it('searches usernames and phones, with or without the dot', async () => {
    const anna = fan(gold, { username: 'Anna_Berlin', phone: '+49.17012345678', paid: [now - DAY] });
    const bob = fan(silver, { username: 'bob', phone: '+49.16098765432' });
    expect(ids(await t.call('listSubscribers', { query: { q: 'anna' } }))).toEqual([anna.id]);
    expect(ids(await t.call('listSubscribers', { query: { q: '98765' } }))).toEqual([bob.id]);
    expect(ids(await t.call('listSubscribers', { query: { q: '+49160' } }))).toEqual([bob.id]);
    expect(ids(await t.call('listSubscribers', { query: { q: 'n_a' } }))).toEqual([]);
    expect(ids(await t.call('listSubscribers', { query: { q: 'A_b' } }))).toEqual([anna.id]);
    expect(ids(await t.call('listSubscribers', { query: { q: 'bob', plan_id: gold } }))).toEqual([]);
    expect(ids(await t.call('listSubscribers', { query: { q: 'bob', plan_id: silver } }))).toEqual([bob.id]);
    const counted = await t.call('listSubscribers', { query: { q: '+49' } });
    expect(counted.body.paginate.total_entries).toBe(2);
  });

  it('finds a phone typed with spaces, without the country code, or with a leading 0', async () => {
    const anna = fan(gold, { username: 'anna', phone: '+49.15123456780', paid: [now - DAY] });
    fan(silver, { username: 'bob', phone: '+49.16098765432' });
    const found = async (q: string, planId?: number) =>
      ids(await t.call('listSubscribers', { query: { q, ...(planId ? { plan_id: planId } : {}) } }));
    for (const typed of [
      '0151 2345 6780',
      '01512345 6780',
      '15123456780',
      '+49 151 23456780',
      '+49 (0)151 23456780',
      '0049 151 23456780',
      '0151-2345/6780',
      '+49.15123456780',
    ]) {
      expect(await found(typed), typed).toEqual([anna.id]);
    }
    // The plan's subscriber table searches the same way.
    expect(await found('0151 2345', gold)).toEqual([anna.id]);
    expect(await found('0151 2345', silver)).toEqual([]);
    // Another number, or a lone trunk 0, finds nobody.
    expect(await found('0171 2345 6780')).toEqual([]);
    expect(await found('0')).toEqual([]);
  });

  it('marks a cancelled fan active until cancel_at', async () => {
    const leaving = fan(gold, { subscribedAt: now - 20 * DAY, cancelAt: now + 10 * DAY, paid: [now - 20 * DAY] });
    expect((await t.call('listSubscribers')).body.data[0]).toMatchObject({
      id: leaving.id,
      active: true,
    });
    t.clock.set(now + 10 * DAY);
    const atCancel = signIn(t.sqlite, t.storeId, t.clock.now());
    expect((await t.call('listSubscribers', { token: atCancel })).body.data[0]).toMatchObject({
      active: false,
    });
  });

  it('keeps one order across the page-walk and the sorted strategies of deep pages', async () => {
    // 2150 fans: deep pages switch strategy after the first 2000 rows, ties and unpaid fans included.
    const insertFan = t.sqlite.prepare(
      'INSERT INTO subscribers (store_id, username, phone, created_at) VALUES (?, ?, ?, 0)',
    );
    const insertM = t.sqlite.prepare(
      'INSERT INTO memberships (store_id, subscriber_id, plan_id, subscribed_at, renewal_at) VALUES (?, ?, ?, ?, ?)',
    );
    const insertP = t.sqlite.prepare(
      'INSERT INTO payments (store_id, membership_id, subscriber_id, plan_id, amount_cents, fee_cents, paid_at) VALUES (?, ?, ?, ?, 1990, 199, ?)',
    );
    const expected: { id: number; paidAt: number | null }[] = [];
    t.sqlite.transaction(() => {
      for (let i = 0; i < 2150; i++) {
        const id = Number(
          insertFan.run(t.storeId, `bulk${i}`, `+49.1759${String(i).padStart(7, '0')}`).lastInsertRowid,
        );
        const m = Number(insertM.run(t.storeId, id, gold, now - 90 * DAY, now - 60 * DAY).lastInsertRowid);
        if (i % 50 === 7) {
          expected.push({ id, paidAt: null });
          continue;
        }
        const latest = now - (i % 97) * 3600_000;
        insertP.run(t.storeId, m, id, gold, latest - 30 * DAY);
        insertP.run(t.storeId, m, id, gold, latest);
        expected.push({ id, paidAt: latest });
      }
    })();
    expected.sort((a, b) => {
      if ((a.paidAt == null) !== (b.paidAt == null)) return a.paidAt == null ? 1 : -1;
      if (a.paidAt !== b.paidAt) return (b.paidAt ?? 0) - (a.paidAt ?? 0);
      return b.id - a.id;
    });
    const got: number[] = [];
    for (let page = 1; page <= 22; page++) {
      const res = await t.call('listSubscribers', { query: { size: 100, page: page } });
      expect(res.body.paginate).toMatchObject({ total_entries: 2150, total_pages: 22 });
      got.push(...ids(res));
    }
    expect(got).toEqual(expected.map((e) => e.id));
  });
});

describe('GET /api/store/subscriptions/my/subscriber/{id}', () => {
  it('shows the consumer with the latest membership, every plan held, totals and use', async () => {
    const v = t.add.voucher();
    const plan = t.add.plan([{ voucherId: v }], { name: 'Gold' });
    const old = t.add.plan([{ voucherId: v }], { name: 'Old' });
    const id = t.add.fan({ username: 'anna', phone: '+49.17012345678' });
    const oldM = t.add.membership(id, old, {
      subscribedAt: now - 200 * DAY,
      cancelAt: now - 150 * DAY,
    });
    const m = t.add.membership(id, plan, {
      subscribedAt: now - 45 * DAY,
      renewalAt: now + 15 * DAY,
      cancelAt: now + 15 * DAY,
    });
    insertPayment(t.sqlite, { id: oldM, storeId: t.storeId, subscriberId: id, planId: old }, 990, now - 200 * DAY);
    insertPayment(t.sqlite, { id: m, storeId: t.storeId, subscriberId: id, planId: plan }, 1990, now - 45 * DAY);
    insertPayment(t.sqlite, { id: m, storeId: t.storeId, subscriberId: id, planId: plan }, 1990, now - 15 * DAY);
    insertRedemption(t.sqlite, { id: m, storeId: t.storeId, subscriberId: id }, v, now - 3 * DAY);
    insertRedemption(t.sqlite, { id: oldM, storeId: t.storeId, subscriberId: id }, v, now - 190 * DAY);

    const res = await t.call('getSubscriber', { params: { id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id,
      username: 'anna',
      phone: '+49.17012345678',
      voucher_count: 1,
      paid_at: new Date(now - 15 * DAY).toISOString(),
      plan: { id: plan, name: 'Gold' },
      active: true,
      address: 'Hauptstraße 1, 10115 Berlin',
      subscribed_at: new Date(now - 45 * DAY).toISOString(),
      renewal_at: new Date(now + 15 * DAY).toISOString(),
      cancel_at: new Date(now + 15 * DAY).toISOString(),
      // 9.90 + 0.99 fee, and twice 19.90 + 1.99 fee: the sum of what is listed under memberships.
      total_paid: 54.67,
      redeemed_count: 2,
      memberships: [
        {
          id: m,
          plan: { id: plan, name: 'Gold' },
          status: 'cancelled',
          subscribed_at: new Date(now - 45 * DAY).toISOString(),
          ends_at: new Date(now + 15 * DAY).toISOString(),
          renewal_at: null,
          payment_count: 2,
          paid: 43.78,
        },
        {
          id: oldM,
          plan: { id: old, name: 'Old' },
          status: 'ended',
          subscribed_at: new Date(now - 200 * DAY).toISOString(),
          ends_at: new Date(now - 150 * DAY).toISOString(),
          renewal_at: null,
          payment_count: 1,
          paid: 10.89,
        },
      ],
    });

    t.clock.set(now + 15 * DAY + 1);
    const later = signIn(t.sqlite, t.storeId, t.clock.now());
    expect((await t.call('getSubscriber', { params: { id }, token: later })).body.data.active).toBe(false);
  });

  it('lists both plans of a fan who holds two, and totals both', async () => {
    const v = t.add.voucher();
    const coffee = t.add.plan([{ voucherId: v }], { name: 'Coffee', priceCents: 1000 });
    const cake = t.add.plan([{ voucherId: v }], { name: 'Cake', priceCents: 500 });
    const id = t.add.fan();
    const a = t.add.membership(id, coffee, {
      subscribedAt: now - 10 * DAY,
      renewalAt: now + 20 * DAY,
    });
    const b = t.add.membership(id, cake, {
      subscribedAt: now - 5 * DAY,
      renewalAt: now + 25 * DAY,
    });
    insertPayment(t.sqlite, { id: a, storeId: t.storeId, subscriberId: id, planId: coffee }, 1000, now - 10 * DAY);
    insertPayment(t.sqlite, { id: b, storeId: t.storeId, subscriberId: id, planId: cake }, 500, now - 5 * DAY);
    const data = (await t.call('getSubscriber', { params: { id } })).body.data;
    expect(data.memberships.map((x) => [x.plan.name, x.status, x.paid, x.renewal_at])).toEqual([
      ['Cake', 'active', 5.5, new Date(now + 25 * DAY).toISOString()],
      ['Coffee', 'active', 11, new Date(now + 20 * DAY).toISOString()],
    ]);
    expect(data.total_paid).toBe(16.5);
  });

  it('answers 404 for another store’s fan, an unknown id and a fan who never subscribed', async () => {
    const theirs = t.addOther.fan();
    const otherPlan = t.addOther.plan([{ voucherId: t.addOther.voucher() }]);
    t.addOther.membership(theirs, otherPlan, { subscribedAt: now - DAY });
    expect((await t.call('getSubscriber', { params: { id: theirs } })).status).toBe(404);
    expect((await t.call('getSubscriber', { params: { id: 123456 } })).body).toEqual({
      status: 404,
      user_message: 'Subscriber not found',
      errors: {},
    });
    const never = t.add.fan();
    expect((await t.call('getSubscriber', { params: { id: never } })).status).toBe(404);
    expect((await t.call('getSubscriber', { params: { id: 0 } })).status).toBe(422);
  });
});
