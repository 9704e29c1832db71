/** The demo console's calls: store figures, fans picked by the mock, payments, month end, sign-in links, story, reset. */
import { mockTools, Story } from '../src/mock/tools';
import { toFastifyPath } from '../src/routes/registry';
import { describe, expect, it } from 'vitest';
import {
  call,
  DAY,
  insertMembership,
  insertPlan,
  insertStore,
  insertSubscriber,
  insertVoucher,
  NOW,
  request,
  useTestApp,
} from './fixtures';

const config = { webAppUrl: 'http://127.0.0.1:5173' };
// Shiftable, as the demo runs it: month end, sign-in links and reset move or read its offset.
const t = useTestApp({ shiftable: true, config });

const get = (url: string) => request(t.app, null, { method: 'GET', url });
const post = (url: string, payload?: object) =>
  request(t.app, null, { method: 'POST', url, ...(payload ? { payload } : {}) });
const row = <T = Record<string, unknown>>(sql: string, ...args: unknown[]) => t.sqlite.prepare(sql).get(...args) as T;
const rows = <T = Record<string, unknown>>(sql: string, ...args: unknown[]) =>
  t.sqlite.prepare(sql).all(...args) as T[];

const T0 = Date.parse(NOW); // 2026-11-15T12:00Z

describe('the table of calls', () => {
  it('names only calls the mock serves, at their method and path', () => {
    const unserved = Object.entries(mockTools).filter(
      ([, tool]) => !t.app.hasRoute({ method: tool.method, url: toFastifyPath(tool.path) }),
    );
    expect(unserved.map(([name]) => name)).toEqual([]);
  });
});

/** A store with one monthly plan (€19.90), one voucher, and fans who joined on the given days. */
function storeWithFans(joined: string[], fields: { activated?: boolean } = {}) {
  const storeId = insertStore(t.sqlite, { name: 'Café Test', activated: fields.activated ?? true, lang: 'en' });
  const voucherId = insertVoucher(t.sqlite, storeId, { name: 'Free Croissant' });
  const planId = insertPlan(t.sqlite, storeId, [{ voucherId, maxUseQty: 1 }], {
    name: 'Breakfast Club',
    priceCents: 1990,
  });
  const memberships = joined.map((at, i) => {
    const subscriberId = insertSubscriber(t.sqlite, storeId, { username: `fan${i + 1}` });
    const subscribedAt = Date.parse(at);
    const renewalAt = Date.parse(
      at.replace(/-(\d\d)-/, (_, m: string) => `-${String(Number(m) + 1).padStart(2, '0')}-`),
    );
    return insertMembership(t.sqlite, storeId, subscriberId, planId, { subscribedAt, renewalAt });
  });
  return { storeId, voucherId, planId, memberships };
}

describe('store figures', () => {
  it('lists stores with plans, running subscribers and balance, and one store with plans and members', async () => {
    const { storeId } = storeWithFans(['2026-10-20T09:00:00Z', '2026-11-02T09:00:00Z']);
    await post('/__mock/events/payment', { store_id: storeId });
    const list = await get('/__mock/console/stores?q=caf');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: storeId,
        name: 'Café Test',
        phone: expect.any(String),
        address: 'Friedrichstraße 43, 10117 Berlin',
        lang: 'en',
        persona: null,
        plans: 1,
        subscribers: 2,
        balance: 19.9,
        activated: true,
      },
    ]);
    expect((await get('/__mock/console/stores?q=nothing-like-it')).body.data).toEqual([]);

    const one = await get(`/__mock/console/stores/${storeId}`);
    expect(one.body.data.plan_list).toEqual([
      { id: expect.any(Number), name: 'Breakfast Club', price: 19.9, period: 'Monthly' },
    ]);
    expect(one.body.data.members.map((m: { username: string }) => m.username)).toEqual(['fan2', 'fan1']);
    expect((await get('/__mock/console/stores/999')).status).toBe(404);
    expect((await get('/__mock/console/stores/abc')).status).toBe(404);
    expect((await get('/__mock/console/stores?limit=0')).status).toBe(422);
  });
});

describe('fans picked by the mock', () => {
  it('subscribe without a plan picks one, and without a name makes one up', async () => {
    const { storeId } = storeWithFans([]);
    const res = await post('/__mock/events/subscribe', { store_id: storeId });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ plan_name: 'Breakfast Club', username: expect.stringMatching(/\S/) });
    const bare = insertStore(t.sqlite);
    const none = await post('/__mock/events/subscribe', { store_id: bare });
    expect(none.status).toBe(409);
  });

  it('cancel, redeem and payment name only the store; each says who did what', async () => {
    const { storeId, memberships } = storeWithFans(['2026-11-02T09:00:00Z']);
    const redeemed = await post('/__mock/events/redeem', { store_id: storeId });
    expect(redeemed.status).toBe(201);
    expect(redeemed.body.data).toMatchObject({ username: 'fan1', voucher_name: 'Free Croissant', uses_this_month: 1 });
    // The one voucher is used up this month: nothing left to redeem.
    const again = await post('/__mock/events/redeem', { store_id: storeId });
    expect(again.status).toBe(409);

    const cancelled = await post('/__mock/events/cancel', { store_id: storeId });
    expect(cancelled.body.data).toMatchObject({
      membership_id: memberships[0],
      username: 'fan1',
      plan_name: 'Breakfast Club',
    });
    expect((await post('/__mock/events/cancel', { store_id: storeId })).status).toBe(409);
  });

  it('a payment books the next period at once and moves the renewal one period on', async () => {
    const { memberships } = storeWithFans(['2026-11-02T09:00:00Z']);
    const res = await post('/__mock/events/payment', { membership_id: memberships[0] });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      membership_id: memberships[0],
      username: 'fan1',
      amount: 19.9,
      fee: expect.any(Number),
      paid_at: NOW,
      renewal_at: '2027-01-02T09:00:00.000Z',
    });
    expect(row('SELECT amount_cents, paid_at FROM payments WHERE id = ?', res.body.data.payment_id)).toEqual({
      amount_cents: 1990,
      paid_at: T0,
    });
  });

  it('bad targets are named', async () => {
    const res = await post('/__mock/events/payment', {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ membership_id: ['Value is required'] });
    expect((await post('/__mock/events/payment', { store_id: 999 })).status).toBe(404);
    expect((await post('/__mock/events/payment', { membership_id: 999 })).status).toBe(404);
  });
});

describe('month end', () => {
  it('moves to the next month and books renewals, invoices and payouts', async () => {
    const { storeId } = storeWithFans(['2026-10-20T09:00:00Z', '2026-11-02T09:00:00Z']);
    // The first payments, as subscribing books them.
    for (const m of rows<{ id: number; subscriber_id: number; plan_id: number; subscribed_at: number }>(
      'SELECT id, subscriber_id, plan_id, subscribed_at FROM memberships',
    ))
      t.sqlite
        .prepare(
          'INSERT INTO payments (store_id, membership_id, subscriber_id, plan_id, amount_cents, fee_cents, paid_at) VALUES (?, ?, ?, ?, 1990, 199, ?)',
        )
        .run(storeId, m.id, m.subscriber_id, m.plan_id, m.subscribed_at);

    const res = await post('/__mock/month-end');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      from: NOW,
      to: '2026-12-01T00:00:00.000Z',
      month: '2026-11',
      // fan1's renewal of 20 Nov; fan2's next is 2 Dec, after the month end.
      renewals: { count: 1, amount: 19.9 },
      ended: 0,
    });
    // Every closed month with payments and no invoice yet: October (fan1's first payment) and November.
    const issued = (sequence: number, month: string, total: number) => ({
      id: expect.any(Number),
      store_id: storeId,
      store_name: 'Café Test',
      number: `INV-${String(storeId).padStart(4, '0')}-${String(sequence).padStart(4, '0')}`,
      month,
      total,
    });
    expect(data.invoices).toEqual([issued(1, '2026-10', 19.9), issued(2, '2026-11', 39.8)]);
    expect(data.payouts).toEqual([
      expect.objectContaining({
        store_id: storeId,
        amount: 59.7,
        status: 'pending',
        requested_at: '2026-12-01T00:00:00.000Z',
      }),
    ]);
    expect((await get('/__mock/clock')).body.now).toBe('2026-12-01T00:00:00.000Z');

    // The invoice adds up: lines are quantity × price, the total is what the store earns.
    const invoice = row<{
      items: string;
      tendered_cents: number;
      fee_cents: number;
      earned_cents: number;
      invoice_date: string;
    }>(
      'SELECT items, tendered_cents, fee_cents, earned_cents, invoice_date FROM invoices WHERE id = ?',
      data.invoices[1].id,
    );
    // November's two payments at one price: one line of the plan.
    expect(JSON.parse(invoice.items)).toEqual([expect.objectContaining({ kind: 'plan', quantity: 2 })]);
    expect(invoice).toMatchObject({
      tendered_cents: 3980 + 199 * 2,
      fee_cents: 398,
      earned_cents: 3980,
      invoice_date: '2026-12-01',
    });

    // The next month end books December: two renewals, December's invoice, and the new balance.
    const next = (await post('/__mock/month-end')).body.data;
    expect(next).toMatchObject({
      to: '2027-01-01T00:00:00.000Z',
      month: '2026-12',
      renewals: { count: 2, amount: 39.8 },
    });
    expect(next.invoices.map((i: { month: string }) => i.month)).toEqual(['2026-12']);
    expect(next.payouts).toEqual([expect.objectContaining({ amount: 39.8 })]);
  });

  it('books every renewal passed when the clock jumped, up to a cancellation', async () => {
    const { memberships } = storeWithFans(['2026-10-20T09:00:00Z']);
    t.sqlite
      .prepare('UPDATE memberships SET cancel_at = ? WHERE id = ?')
      .run(Date.parse('2027-01-20T09:00:00Z'), memberships[0]);
    t.shifted.offsetMs = Date.parse('2027-02-10T00:00:00Z') - T0;
    const data = (await post('/__mock/month-end')).body.data;
    // 20 Nov and 20 Dec; the cancellation takes effect on 20 Jan.
    expect(data.renewals).toEqual({ count: 2, amount: 39.8 });
    expect(data.ended).toBe(0);
    expect(row('SELECT renewal_at FROM memberships WHERE id = ?', memberships[0])).toEqual({
      renewal_at: Date.parse('2027-01-20T09:00:00Z'),
    });
  });

  it('answers 409 on a fixed clock', async () => {
    await t.restart();
    expect((await post('/__mock/month-end')).status).toBe(409);
  });
});

describe('payouts for the console', () => {
  it('a store asks for its balance; the list shows it with the store, pending first', async () => {
    const { storeId } = storeWithFans([]);
    await post('/__mock/events/subscribe', { store_id: storeId, username: 'lena' });
    const asked = await post('/__mock/payouts', { store_id: storeId });
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({
      store_id: storeId,
      store_name: 'Café Test',
      amount: 19.9,
      status: 'pending',
    });
    expect((await post('/__mock/payouts', { store_id: storeId })).status).toBe(409);
    const list = await get(`/__mock/payouts?status=pending&store_id=${storeId}`);
    expect(list.body.data).toEqual([asked.body.data]);
    await post(`/__mock/payouts/${asked.body.data.id}/approve`);
    expect((await get('/__mock/payouts?status=pending')).body.data).toEqual([]);
    expect((await get('/__mock/payouts?status=done')).status).toBe(422);
  });
});

describe('sign-in links', () => {
  it('sign the web app in once, within two minutes', async () => {
    const storeId = insertStore(t.sqlite);
    const made = await post('/__mock/sign-in-links', { store_id: storeId });
    expect(made.status).toBe(201);
    expect(made.body.data).toEqual({
      url: `http://127.0.0.1:5173/sign-in-link?token=${made.body.data.token}`,
      token: expect.stringMatching(/^[\w-]{20,}$/),
      expires_at: new Date(T0 + 120_000).toISOString(),
    });
    const redeem = () => post('/__mock/sign-in-links/redeem', { token: made.body.data.token });
    const first = await redeem();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
    const me = await call(t.app, 'myStore', { token: first.body.data.access_token });
    expect(me.body.data.id).toBe(storeId);
    const second = await redeem();
    expect(second.status).toBe(410);
    expect(second.body.user_message).toMatch(/not valid any more/);
  });

  it('refuse a link after two minutes, an unknown token, an unknown store; reset forgets them', async () => {
    const storeId = insertStore(t.sqlite);
    const token = (await post('/__mock/sign-in-links', { store_id: storeId })).body.data.token;
    t.shifted.offsetMs += 121_000;
    expect((await post('/__mock/sign-in-links/redeem', { token })).status).toBe(410);
    expect((await post('/__mock/sign-in-links/redeem', { token: 'made-up' })).status).toBe(410);
    expect((await post('/__mock/sign-in-links/redeem', {})).status).toBe(422);
    expect((await post('/__mock/sign-in-links', { store_id: 999 })).status).toBe(404);
  });

  it('do not exist with dev routes off', async () => {
    await t.restart({ shiftable: true, config: { ...config, devRoutes: false } });
    expect((await post('/__mock/sign-in-links', { store_id: 1 })).status).toBe(404);
    expect((await post('/__mock/sign-in-links/redeem', { token: 'x' })).status).toBe(404);
  });
});

describe('story, reset and the page', () => {
  it('serves the demo story file, checked against its schema', async () => {
    const res = await get('/__mock/story');
    expect(res.status).toBe(200);
    expect(Story.parse(res.body.data)).toEqual(res.body.data);
    expect(res.body.data.steps.length).toBeGreaterThan(3);
  });

  it('reset takes a scale, names a bad one, and sets the clock back', async () => {
    t.shifted.offsetMs = 5 * DAY;
    const bad = await post('/__mock/reset', { scale: 'huge' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['scale']);
    const res = await post('/__mock/reset', { scale: 'demo' });
    expect(res.body.data).toMatchObject({
      scale: 'demo',
      counts: expect.objectContaining({ stores: expect.any(Number) }),
    });
    expect(t.shifted.offsetMs).toBe(0);
  });

  it('the console page loads its script and styles from this server only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/__mock' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(page.body).toContain('<script type="module" src="/__mock/console.js">');
    // Readers without scripts still find the JSON calls.
    expect(page.body).toContain('POST /__mock/events/subscribe');
    const js = await t.app.inject({ method: 'GET', url: '/__mock/console.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body.length).toBeGreaterThan(10_000);
    const css = await t.app.inject({ method: 'GET', url: '/__mock/console.css' });
    expect(css.body).toContain('.card');
  });
});
