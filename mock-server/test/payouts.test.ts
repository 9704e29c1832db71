import { describe, expect, it } from 'vitest';
import {
  call,
  DAY,
  insertMembership,
  insertPayment,
  insertPlan,
  insertSubscriber,
  insertVoucher,
  unchecked,
  useSignedInApp,
} from './fixtures';

const t = useSignedInApp({ store: { name: 'Café Money' }, other: { name: 'Other Shop', activated: true } });
const subAccount = (body: object) => t.call('stripeSubAccount', { body: unchecked(body) });

/** A fan of the store with one membership; returns a payer that records payments. */
function fan(sid: number, username: string, planName = 'Coffee Club', priceCents = 1990) {
  const voucher = insertVoucher(t.sqlite, sid);
  const planId = insertPlan(t.sqlite, sid, [{ voucherId: voucher }], { name: planName, priceCents });
  const subscriberId = insertSubscriber(t.sqlite, sid, { username });
  const id = insertMembership(t.sqlite, sid, subscriberId, planId, { subscribedAt: t.clock.now() - 40 * DAY });
  const m = { id, storeId: sid, subscriberId, planId };
  return {
    pay: (cents: number, at: number, fee?: number) => insertPayment(t.sqlite, m, cents, at, fee),
    planId,
    subscriberId,
  };
}

function insertPayout(sid: number, cents: number, status: 'pending' | 'paid' | 'rejected', requestedAt: number) {
  return Number(
    t.sqlite
      .prepare('INSERT INTO payouts (store_id, amount_cents, status, requested_at, decided_at) VALUES (?, ?, ?, ?, ?)')
      .run(sid, cents, status, requestedAt, status === 'pending' ? null : requestedAt + DAY).lastInsertRowid,
  );
}

const activate = (sid = t.storeId) =>
  t.sqlite.prepare("UPDATE stores SET activated_at = 1, provider_account_id = 'acct_x' WHERE id = ?").run(sid);

describe('balance', () => {
  it('is zero for a new store', async () => {
    const res = await t.call('balance');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      available: 0,
      pending_payout: 0,
      paid_out: 0,
      currency: 'EUR',
      is_activated: false,
    });
  });

  it('earns plan prices (not fees) minus paid and pending payouts; rejected ones return', async () => {
    const f = fan(t.storeId, 'anna');
    f.pay(1990, t.clock.now() - 3 * DAY, 199);
    f.pay(1990, t.clock.now() - 2 * DAY, 199);
    insertPayout(t.storeId, 1000, 'paid', t.clock.now() - DAY);
    insertPayout(t.storeId, 500, 'pending', t.clock.now() - DAY);
    insertPayout(t.storeId, 700, 'rejected', t.clock.now() - DAY);
    fan(t.otherStoreId, 'bob').pay(99_999, t.clock.now());
    activate();
    const res = await t.call('balance');
    expect(res.body.data).toEqual({
      available: 24.8,
      pending_payout: 5,
      paid_out: 10,
      currency: 'EUR',
      is_activated: true,
    });
  });
});

describe('withdraw', () => {
  it('is refused before activation', async () => {
    fan(t.storeId, 'anna').pay(1990, t.clock.now());
    const res = await t.call('withdraw');
    expect(res.status).toBe(409);
    expect(res.error.user_message).toBe('Your store is not activated for payouts yet');
  });

  it('is refused without balance', async () => {
    activate();
    const res = await t.call('withdraw');
    expect(res.status).toBe(409);
    expect(res.error.user_message).toBe('There is no balance to withdraw');
  });

  it('requests the whole available amount, once', async () => {
    activate();
    const f = fan(t.storeId, 'anna');
    f.pay(1990, t.clock.now() - DAY);
    f.pay(2500, t.clock.now() - DAY);
    const res = await t.call('withdraw');
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      amount: 44.9,
      currency: 'EUR',
      status: 'pending',
      action: 'withdraw',
      requested_at: new Date(t.clock.now()).toISOString(),
      decided_at: null,
    });
    expect((await t.call('balance')).body.data).toMatchObject({ available: 0, pending_payout: 44.9 });
    expect((await t.call('withdraw')).status).toBe(409);
  });

  it('accepts an empty JSON body', async () => {
    activate();
    fan(t.storeId, 'anna').pay(1000, t.clock.now());
    const res = await t.call('withdraw', { body: unchecked(''), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(201);
  });
});

describe('payouts history', () => {
  it('lists only this store, newest first, paginated', async () => {
    const base = t.clock.now() - 10 * DAY;
    const ids = [0, 1, 2].map((i) =>
      insertPayout(t.storeId, 100 * (i + 1), i === 0 ? 'paid' : 'pending', base + i * DAY),
    );
    insertPayout(t.otherStoreId, 999, 'paid', base);
    const first = await t.call('payouts', { query: { size: 2 } });
    expect(first.status).toBe(200);
    expect(first.body.data.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.paginate).toEqual({
      current_page: 1,
      next_page: 2,
      per_page: 2,
      prev_page: null,
      total_entries: 3,
      total_pages: 2,
    });
    const second = await t.call('payouts', { query: { size: 2, page: 2 } });
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0]).toMatchObject({
      id: ids[0],
      amount: 1,
      status: 'paid',
      decided_at: expect.any(String),
    });
    const beyond = await t.call('payouts', { query: { size: 2, page: 9 } });
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.paginate.total_entries).toBe(3);
  });

  it('validates the page query', async () => {
    const res = await t.call('payouts', { query: { page: 0, size: 1000 } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors)).toEqual(expect.arrayContaining(['page', 'size']));
  });
});

describe('payment provider links', () => {
  it('sub-account saves the e-mail and keeps the account id', async () => {
    const res = await subAccount({ email: 'owner@example.com', country: 'DE' });
    expect(res.status).toBe(200);
    const row = t.sqlite.prepare('SELECT email, provider_account_id FROM stores WHERE id = ?').get(t.storeId) as {
      email: string;
      provider_account_id: string;
    };
    expect(row.email).toBe('owner@example.com');
    expect(row.provider_account_id).toMatch(/^acct_[0-9a-f]{16}$/);
    expect(res.body.data).toEqual({
      url: `http://127.0.0.1:4010/__mock/provider/onboarding?account=${row.provider_account_id}`,
      expires_at: new Date(t.clock.now() + 3600_000).toISOString(),
    });
    const again = await subAccount({ email: 'new@example.com' });
    expect(again.body.data.url).toBe(res.body.data.url);
  });

  it('sub-account validates the e-mail and country', async () => {
    const res = await subAccount({ email: 'nope', country: 'DEU' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors)).toEqual(expect.arrayContaining(['email', 'country']));
  });

  it('login link needs onboarding first', async () => {
    const before = await t.call('stripeLogin');
    expect(before.status).toBe(409);
    expect(before.error.user_message).toBe('Please set up your payout account first');
    await subAccount({ email: 'owner@example.com' });
    const after = await t.call('stripeLogin');
    expect(after.status).toBe(200);
    expect(after.body.data.url).toMatch(/^http:\/\/127\.0\.0\.1:4010\/__mock\/provider\/dashboard\?account=acct_/);
  });
});

function insertInvoice(sid: number, month: string, number: string) {
  const items = JSON.stringify([
    { description: 'Coffee Club × 3', quantity: 3, unit_price_cents: 2189, amount_cents: 6567 },
    { description: 'Fan fees', quantity: 3, unit_price_cents: 199, amount_cents: 597 },
  ]);
  return Number(
    t.sqlite
      .prepare(
        `INSERT INTO invoices (store_id, number, month, subject, invoice_date, due_date, items, tendered_cents, fee_cents, earned_cents)
         VALUES (?, ?, ?, ?, ?, ?, ?, 6567, 597, 5970)`,
      )
      .run(sid, number, month, `Statement ${month}`, `${month}-28`, `${month}-28`, items).lastInsertRowid,
  );
}

describe('invoices', () => {
  it('lists newest first with the earned total', async () => {
    const sep = insertInvoice(t.storeId, '2026-09', 'INV-1');
    const oct = insertInvoice(t.storeId, '2026-10', 'INV-2');
    insertInvoice(t.otherStoreId, '2026-10', 'INV-3');
    const res = await t.call('invoices');
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: { id: number }) => i.id)).toEqual([oct, sep]);
    expect(res.body.data[0]).toEqual({
      id: oct,
      invoice_number: 'INV-2',
      subject: 'Statement 2026-10',
      invoice_date: '2026-10-28',
      due_date: '2026-10-28',
      currency: 'EUR',
      total: 59.7,
    });
    expect(res.body.paginate.total_entries).toBe(2);
  });

  it('answers one invoice with the billed store and money in euros', async () => {
    const id = insertInvoice(t.storeId, '2026-10', 'INV-9');
    const res = await t.call('invoice', { params: { id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      invoice_number: 'INV-9',
      billed_to: { name: 'Café Money', address: 'Friedrichstraße 43, 10117 Berlin', phone: expect.any(String) },
      items: [
        { description: 'Coffee Club × 3', quantity: 3, unit_price: 21.89, amount: 65.67 },
        { description: 'Fan fees', quantity: 3, unit_price: 1.99, amount: 5.97 },
      ],
      tendered: 65.67,
      amount: 65.67,
      subtotal: 65.67,
      transaction_fee: 5.97,
      earned: 59.7,
      total: 59.7,
    });
  });

  it("is 404 for another store's or an unknown invoice, 422 for a bad id", async () => {
    const theirs = insertInvoice(t.otherStoreId, '2026-10', 'INV-7');
    expect((await t.call('invoice', { params: { id: theirs } })).status).toBe(404);
    expect((await t.call('invoice', { params: { id: 99999 } })).status).toBe(404);
    expect((await t.call('invoice', { params: { id: theirs }, token: t.otherToken })).status).toBe(200);
    expect((await t.call('invoice', { params: { id: 'abc' } })).status).toBe(422);
  });
});

describe('sales report', () => {
  const at = (d: string) => Date.parse(d);

  function seedSales() {
    const anna = fan(t.storeId, 'anna', 'Coffee Club', 1990);
    const ben = fan(t.storeId, 'ben, "the baker"', 'Cake Plan', 1000);
    const ids = {
      oct31: anna.pay(1990, at('2026-10-31T23:59:59Z'), 199),
      nov1: ben.pay(1000, at('2026-11-01T00:00:00Z'), 100),
      nov10: anna.pay(1990, at('2026-11-10T09:30:00Z'), 199),
    };
    fan(t.otherStoreId, 'zed').pay(5000, at('2026-11-05T00:00:00Z'));
    return ids;
  }

  it("lists this store's payments newest first with plan and subscriber", async () => {
    const ids = seedSales();
    const res = await t.call('salesReport');
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { id: number }) => r.id)).toEqual([ids.nov10, ids.nov1, ids.oct31]);
    expect(res.body.data[0]).toEqual({
      id: ids.nov10,
      paid_at: '2026-11-10T09:30:00.000Z',
      username: 'anna',
      plan_name: 'Coffee Club',
      amount: 19.9,
      fee: 1.99,
      net: 19.9,
      currency: 'EUR',
    });
  });

  it('filters by inclusive UTC days and paginates', async () => {
    const ids = seedSales();
    const nov = await t.call('salesReport', { query: { from: '2026-11-01', to: '2026-11-10' } });
    expect(nov.body.data.map((r: { id: number }) => r.id)).toEqual([ids.nov10, ids.nov1]);
    const oct = await t.call('salesReport', { query: { to: '2026-10-31' } });
    expect(oct.body.data.map((r: { id: number }) => r.id)).toEqual([ids.oct31]);
    const day = await t.call('salesReport', { query: { from: '2026-11-01', to: '2026-11-01' } });
    expect(day.body.data.map((r: { id: number }) => r.id)).toEqual([ids.nov1]);
    const paged = await t.call('salesReport', { query: { size: 1, page: 2 } });
    expect(paged.body.data.map((r: { id: number }) => r.id)).toEqual([ids.nov1]);
    expect(paged.body.paginate).toEqual({
      current_page: 2,
      next_page: 3,
      per_page: 1,
      prev_page: 1,
      total_entries: 3,
      total_pages: 3,
    });
  });

  it('totals every payment of the range, not only the page', async () => {
    seedSales();
    const nov = await t.call('salesReport', { query: { from: '2026-11-01', to: '2026-11-30', size: 1 } });
    expect(nov.body.data).toHaveLength(1);
    expect(nov.body.totals).toEqual({ count: 2, amount: 29.9, fee: 2.99, net: 29.9, currency: 'EUR' });
    const none = await t.call('salesReport', { query: { from: '2020-01-01', to: '2020-01-31' } });
    expect(none.body.totals).toEqual({ count: 0, amount: 0, fee: 0, net: 0, currency: 'EUR' });
  });

  it('refuses an end before the start and malformed dates', async () => {
    const res = await t.call('salesReport', { query: { from: '2026-11-10', to: '2026-11-01' } });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({ to: ['The end date must not be before the start date'] });
    const bad = await t.call('salesReport', { query: { from: '2026-13-01', to: 'yesterday' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors)).toEqual(expect.arrayContaining(['from', 'to']));
  });

  it('downloads every row as CSV with quoting and a file name', async () => {
    seedSales();
    const res = await t.call('salesReportCsv', { query: { from: '2026-10-01' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-2026-10-01-all.csv"');
    expect(res.text.split('\r\n')).toEqual([
      'date,subscriber,plan,amount,fee,net,currency',
      '2026-11-10T09:30:00.000Z,anna,Coffee Club,19.90,1.99,19.90,EUR',
      '2026-11-01T00:00:00.000Z,"ben, ""the baker""",Cake Plan,10.00,1.00,10.00,EUR',
      '2026-10-31T23:59:59.000Z,anna,Coffee Club,19.90,1.99,19.90,EUR',
      '',
    ]);
  });

  it('neutralises spreadsheet formulas in CSV text', async () => {
    fan(t.storeId, '=HYPERLINK("x")').pay(100, t.clock.now());
    const res = await t.call('salesReportCsv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales-all-all.csv"');
    expect(res.text.split('\r\n')[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('CSV refuses an end before the start; needs a token', async () => {
    expect((await t.call('salesReportCsv', { query: { from: '2026-11-10', to: '2026-11-01' } })).status).toBe(422);
    expect((await t.call('salesReportCsv', { token: null })).status).toBe(401);
  });
});

describe('auth', () => {
  it('every payout endpoint needs a token', async () => {
    for (const name of ['balance', 'payouts', 'invoices', 'salesReport', 'stripeLogin'] as const) {
      expect((await call(t.app, name)).status).toBe(401);
    }
    expect((await call(t.app, 'withdraw')).status).toBe(401);
  });
});
