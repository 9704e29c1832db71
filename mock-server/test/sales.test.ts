import { describe, expect, it } from 'vitest';
import { DEFAULT_ISSUER } from '@mbo/seed';
import { runBilling } from '../src/domain/billing';
import { createRepositories } from '../src/repo/index';
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
const subAccount = (body: object) => t.call('providerSubAccount', { body: unchecked(body) });

/** A fan of the store with one membership; returns a payer that records payments. */
function fan(sid: number, username: string, planName = 'Coffee Club', priceCents = 1990) {
  const voucher = insertVoucher(t.sqlite, sid);
  const planId = insertPlan(t.sqlite, sid, [{ voucherId: voucher }], { name: planName, priceCents });
  const subscriberId = insertSubscriber(t.sqlite, sid, { username });
  const id = insertMembership(t.sqlite, sid, subscriberId, planId, {
    subscribedAt: t.clock.now() - 40 * DAY,
    renewalAt: t.clock.now() + 20 * DAY,
  });
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
      earned: 0,
      currency: 'EUR',
      is_activated: false,
    });
  });

  it('is the net of the payments (not the fans’ fees) minus paid and pending payouts; rejected ones return', async () => {
    const f = fan(t.storeId, 'anna');
    f.pay(1990, t.clock.now() - 3 * DAY, 199);
    f.pay(1990, t.clock.now() - 2 * DAY, 199);
    insertPayout(t.storeId, 1000, 'paid', t.clock.now() - DAY);
    insertPayout(t.storeId, 500, 'pending', t.clock.now() - DAY);
    insertPayout(t.storeId, 700, 'rejected', t.clock.now() - DAY);
    fan(t.otherStoreId, 'bob').pay(99_999, t.clock.now());
    activate();
    const res = await t.call('balance');
    // earned 2 × 19.90 = 39.80; available = 39.80 − 10 paid − 5 pending = 24.80.
    expect(res.body.data).toEqual({
      available: 24.8,
      pending_payout: 5,
      paid_out: 10,
      earned: 39.8,
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
    const before = await t.call('providerLogin');
    expect(before.status).toBe(409);
    expect(before.error.user_message).toBe('Please set up your payout account first');
    await subAccount({ email: 'owner@example.com' });
    const after = await t.call('providerLogin');
    expect(after.status).toBe(200);
    expect(after.body.data.url).toMatch(/^http:\/\/127\.0\.0\.1:4010\/__mock\/provider\/dashboard\?account=acct_/);
  });
});

const billing = () => runBilling(createRepositories(t.handle), t.clock.now(), DEFAULT_ISSUER);
const at = (d: string) => Date.parse(d);
const cents = (euros: number) => Math.round(euros * 100);

describe('invoices', () => {
  /** Payments of two fans in September and October 2026, and one in November (the clock's month). */
  function sales() {
    const anna = fan(t.storeId, 'anna', 'Coffee Club', 1990);
    const ben = fan(t.storeId, 'ben', 'Cake Plan', 995);
    anna.pay(1990, at('2026-09-10T10:00:00Z'));
    anna.pay(1990, at('2026-10-10T10:00:00Z'));
    ben.pay(995, at('2026-10-20T10:00:00Z'));
    ben.pay(995, at('2026-10-31T23:59:59Z'));
    anna.pay(1990, at('2026-11-10T10:00:00Z'));
    fan(t.otherStoreId, 'zed').pay(5000, at('2026-10-05T10:00:00Z'));
  }

  it('are issued once per closed month with payments, numbered in order per store', async () => {
    sales();
    expect(billing()).toMatchObject({ charged: 0, issued: 3 });
    expect(billing()).toMatchObject({ charged: 0, issued: 0 });
    const res = await t.call('invoices');
    expect(res.status).toBe(200);
    const pad = String(t.storeId).padStart(4, '0');
    expect(res.body.data).toEqual([
      {
        id: expect.any(Number),
        invoice_number: `INV-${pad}-0002`,
        subject: 'Subscription sales October 2026',
        month: '2026-10',
        invoice_date: '2026-11-01',
        due_date: '2026-11-15',
        currency: 'EUR',
        total: 39.8,
      },
      expect.objectContaining({ invoice_number: `INV-${pad}-0001`, invoice_date: '2026-10-01', total: 19.9 }),
    ]);
    expect(res.body.paginate.total_entries).toBe(2);
    const theirs = await t.call('invoices', { token: t.otherToken });
    expect(theirs.body.data.map((i: { invoice_number: string }) => i.invoice_number)).toEqual([
      `INV-${String(t.otherStoreId).padStart(4, '0')}-0001`,
    ]);
  });

  it('add up: lines at the fans’ prices sum to the subtotal, subtotal − fee = total', async () => {
    sales();
    billing();
    const oct = (await t.call('invoices')).body.data[0]!;
    const res = await t.call('invoice', { params: { id: oct.id } });
    expect(res.status).toBe(200);
    const invoice = res.body.data;
    // Coffee Club 19.90 + 1.99 fee = 21.89; Cake Plan 9.95 + 1.00 fee (99.5 cents rounds up) = 10.95.
    expect(invoice).toMatchObject({
      month: '2026-10',
      period: { from: '2026-10-01', to: '2026-10-31' },
      issuer: DEFAULT_ISSUER,
      billed_to: { name: 'Café Money', address: 'Friedrichstraße 43, 10117 Berlin', phone: expect.any(String) },
      items: [
        {
          description: 'Coffee Club, monthly plan',
          quantity: 1,
          unit_price: 21.89,
          amount: 21.89,
          kind: 'plan',
          plan_name: 'Coffee Club',
          billing_months: 1,
          price: 19.9,
          fee: 1.99,
        },
        { description: 'Cake Plan, monthly plan', quantity: 2, unit_price: 10.95, amount: 21.9, price: 9.95, fee: 1 },
      ],
      subtotal: 43.79,
      tendered: 43.79,
      transaction_fee: 3.99,
      total: 39.8,
      earned: 39.8,
      amount: 39.8,
    });
    for (const item of invoice.items) expect(cents(item.amount)).toBe(item.quantity * cents(item.unit_price));
    expect(invoice.items.reduce((sum: number, i: { amount: number }) => sum + cents(i.amount), 0)).toBe(
      cents(invoice.subtotal),
    );
    expect(cents(invoice.subtotal) - cents(invoice.transaction_fee)).toBe(cents(invoice.total));
  });

  it('stay as issued when the store is edited or the plan renamed afterwards', async () => {
    sales();
    billing();
    const id = (await t.call('invoices')).body.data[0]!.id;
    const before = (await t.call('invoice', { params: { id } })).body.data;
    const edit = await t.call('updateMyStore', {
      body: { name: 'Café Renamed', address: 'Neue Straße 1, 10115 Berlin' },
    });
    expect(edit.status).toBe(200);
    t.sqlite.prepare("UPDATE plans SET name = 'Renamed Plan', price_cents = 100 WHERE store_id = ?").run(t.storeId);
    const after = (await t.call('invoice', { params: { id } })).body.data;
    expect(after).toEqual(before);
    expect(after.billed_to.name).toBe('Café Money');
  });

  it("is 404 for another store's or an unknown invoice, 422 for a bad id", async () => {
    sales();
    billing();
    const theirs = (await t.call('invoices', { token: t.otherToken })).body.data[0]!.id;
    expect((await t.call('invoice', { params: { id: theirs } })).status).toBe(404);
    expect((await t.call('invoice', { params: { id: 99999 } })).status).toBe(404);
    expect((await t.call('invoice', { params: { id: theirs }, token: t.otherToken })).status).toBe(200);
    expect((await t.call('invoice', { params: { id: 'abc' } })).status).toBe(422);
  });
});

describe('renewals', () => {
  it('are charged on their billing dates until a cancellation takes effect, once', () => {
    const voucher = t.add.voucher();
    const planId = t.add.plan([{ voucherId: voucher }], { priceCents: 1000 });
    const start = at('2026-08-31T09:00:00Z');
    const renewing = t.add.membership(t.add.fan(), planId, {
      subscribedAt: start,
      renewalAt: at('2026-09-30T09:00:00Z'),
    });
    const ending = t.add.membership(t.add.fan(), planId, {
      subscribedAt: start,
      renewalAt: at('2026-09-30T09:00:00Z'),
      cancelAt: at('2026-10-31T09:00:00Z'),
    });
    // 30 Sep and 31 Oct for the one renewing; only 30 Sep for the one whose cancellation takes effect on 31 Oct.
    expect(billing().charged).toBe(3);
    expect(billing().charged).toBe(0);
    const paid = t.sqlite
      .prepare(
        'SELECT membership_id AS m, paid_at AS at, amount_cents AS price, fee_cents AS fee FROM payments ORDER BY paid_at, id',
      )
      .all() as { m: number; at: number; price: number; fee: number }[];
    expect(paid.map((p) => [p.m, new Date(p.at).toISOString(), p.price, p.fee])).toEqual([
      [renewing, '2026-09-30T09:00:00.000Z', 1000, 100],
      [ending, '2026-09-30T09:00:00.000Z', 1000, 100],
      [renewing, '2026-10-31T09:00:00.000Z', 1000, 100],
    ]);
    const renewal = (id: number) =>
      new Date((t.sqlite.prepare('SELECT renewal_at AS r FROM memberships WHERE id = ?').get(id) as { r: number }).r);
    expect(renewal(renewing).toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(renewal(ending).toISOString()).toBe('2026-10-31T09:00:00.000Z');
  });
});

describe('sales report', () => {
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
      gross: 21.89,
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
    expect(nov.body.totals).toEqual({ count: 2, gross: 32.89, fee: 2.99, net: 29.9, currency: 'EUR' });
    const none = await t.call('salesReport', { query: { from: '2020-01-01', to: '2020-01-31' } });
    expect(none.body.totals).toEqual({ count: 0, gross: 0, fee: 0, net: 0, currency: 'EUR' });
  });

  it('refuses an end before the start and malformed dates', async () => {
    const res = await t.call('salesReport', { query: { from: '2026-11-10', to: '2026-11-01' } });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({ to: ['The end date must not be before the start date'] });
    const bad = await t.call('salesReport', { query: { from: '2026-13-01', to: 'yesterday' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.error.errors)).toEqual(expect.arrayContaining(['from', 'to']));
  });

  const BOM = '\uFEFF';

  /** The fixture for the CSV: a store name with umlauts, a plan name with `;`, winter and summer times. */
  function seedCsv() {
    t.sqlite.prepare('UPDATE stores SET name = ? WHERE id = ?').run('Bäckerei Müller; Söhne', t.storeId);
    seedSales();
    fan(t.storeId, 'jörg', 'Brot; Brötchen', 1250).pay(1250, at('2026-07-03T12:05:00Z'), 125);
  }

  /** The fixture's CSV from July to November in the language: its status, type, name and bytes as text. */
  async function downloadCsv(lang: string) {
    seedCsv();
    const res = await t.call('salesReportCsv', {
      query: { from: '2026-07-01', to: '2026-11-30' },
      headers: { 'accept-language': lang },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const name = /filename="([^"]+)"; filename\*=UTF-8''(.+)$/.exec(String(res.headers['content-disposition']));
    expect(name?.[2]).toBe(name?.[1]);
    return { name: name?.[1], lines: res.text.split('\r\n') };
  }

  it('downloads every row as English CSV: commas, decimal points, local times with their offset, a BOM', async () => {
    const { name, lines } = await downloadCsv('en');
    expect(name).toBe('sales-baeckerei-mueller-soehne-2026-07-01-2026-11-30.csv');
    expect(lines).toEqual([
      `${BOM}date,subscriber,plan,gross_paid_by_fan,fee_kept_by_platform,net_earned_by_store,currency`,
      '2026-11-10T10:30:00+01:00,anna,Coffee Club,21.89,1.99,19.90,EUR',
      '2026-11-01T01:00:00+01:00,"ben, ""the baker""",Cake Plan,11.00,1.00,10.00,EUR',
      // 23:59:59 UTC on 31 October is already 1 November in Berlin.
      '2026-11-01T00:59:59+01:00,anna,Coffee Club,21.89,1.99,19.90,EUR',
      '2026-07-03T14:05:00+02:00,jörg,Brot; Brötchen,13.75,1.25,12.50,EUR',
      'total,,4,68.53,6.23,62.30,EUR',
      '',
    ]);
  });

  it('downloads German CSV: German headers, semicolons, decimal commas, a German file name', async () => {
    const { name, lines } = await downloadCsv('de-DE,de;q=0.9,en;q=0.8');
    expect(name).toBe('umsatz-baeckerei-mueller-soehne-2026-07-01-2026-11-30.csv');
    expect(lines).toEqual([
      `${BOM}Datum;Abonnent;Plan;Brutto (vom Fan bezahlt);Fan-Gebühr (behält die Plattform);Netto (verdient das Geschäft);Währung`,
      '2026-11-10T10:30:00+01:00;anna;Coffee Club;21,89;1,99;19,90;EUR',
      '2026-11-01T01:00:00+01:00;"ben, ""the baker""";Cake Plan;11,00;1,00;10,00;EUR',
      '2026-11-01T00:59:59+01:00;anna;Coffee Club;21,89;1,99;19,90;EUR',
      '2026-07-03T14:05:00+02:00;jörg;"Brot; Brötchen";13,75;1,25;12,50;EUR',
      'Summe;;4;68,53;6,23;62,30;EUR',
      '',
    ]);
  });

  it('names a whole month short, and the open ends of a range', async () => {
    const disposition = async (query: { from?: string; to?: string }, lang = 'en') =>
      (await t.call('salesReportCsv', { query, headers: { 'accept-language': lang } })).headers['content-disposition'];
    expect(await disposition({ from: '2026-10-01', to: '2026-10-31' }, 'de')).toContain(
      'filename="umsatz-cafe-money-2026-10.csv"',
    );
    expect(await disposition({ from: '2026-10-01' })).toContain('filename="sales-cafe-money-from-2026-10-01.csv"');
    expect(await disposition({})).toContain('filename="sales-cafe-money-all.csv"');
  });

  it('quotes line breaks and neutralises spreadsheet formulas in CSV text', async () => {
    fan(t.storeId, '=HYPERLINK("x")', 'Two\nlines').pay(100, t.clock.now());
    const res = await t.call('salesReportCsv');
    expect(res.text.split('\r\n')[1]).toContain(`,"'=HYPERLINK(""x"")","Two\nlines",`);
  });

  it('CSV refuses an end before the start; needs a token', async () => {
    expect((await t.call('salesReportCsv', { query: { from: '2026-11-10', to: '2026-11-01' } })).status).toBe(422);
    expect((await t.call('salesReportCsv', { token: null })).status).toBe(401);
  });
});

describe('auth', () => {
  it('every payout endpoint needs a token', async () => {
    for (const name of ['balance', 'payouts', 'invoices', 'salesReport', 'providerLogin'] as const) {
      expect((await call(t.app, name)).status).toBe(401);
    }
    expect((await call(t.app, 'withdraw')).status).toBe(401);
  });
});
