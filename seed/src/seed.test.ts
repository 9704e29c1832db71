import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '@mbo/db';
import { feeCents } from '@mbo/contracts';
import { BACKGROUND_STORES, DEFAULT_ISSUER, DEMO_STORES, SEED_TABLES, seedDatabase } from './index';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const TODAY = '2026-11-22';
const DAY = 24 * 3600 * 1000;

function seeded(scale: 'demo' | 'large' = 'demo', now = NOW) {
  const handle = openDatabase(':memory:');
  const summary = seedDatabase(handle.sqlite, { scale, now });
  return { handle, summary };
}

/** A digest of every seeded table, row by row in id order. */
function digest(handle: DbHandle, where = ''): string {
  const hash = createHash('sha256');
  for (const table of SEED_TABLES) {
    const rows = handle.sqlite.prepare(`SELECT * FROM ${table} ${where} ORDER BY id`).all();
    hash.update(table);
    hash.update(JSON.stringify(rows));
  }
  return hash.digest('hex');
}

function storeId(handle: DbHandle, phone: string): number {
  const row = handle.sqlite.prepare('SELECT id FROM stores WHERE phone = ?').get(phone) as { id: number } | undefined;
  if (!row) throw new Error(`no store with phone ${phone}`);
  return row.id;
}

function count(handle: DbHandle, sql: string, ...args: unknown[]): number {
  return (handle.sqlite.prepare(sql).get(...args) as { n: number }).n;
}

const persona = (key: (typeof DEMO_STORES)[number]['key']) => DEMO_STORES.find((s) => s.key === key)!;

describe('seedDatabase (demo)', () => {
  let db: DbHandle;
  beforeAll(() => {
    db = seeded().handle;
  });
  afterAll(() => db.close());

  it('is deterministic: the same now gives identical rows', () => {
    const again = seeded();
    try {
      expect(digest(again.handle)).toBe(digest(db));
    } finally {
      again.handle.close();
    }
  });

  it('derives every instant from now', () => {
    const later = seeded('demo', NOW + 7 * DAY);
    try {
      const latest = (h: DbHandle) => count(h, 'SELECT max(paid_at) AS n FROM payments');
      expect(latest(db)).toBeLessThan(NOW);
      expect(latest(later.handle)).toBeGreaterThan(NOW - DAY);
      expect(count(db, 'SELECT count(*) AS n FROM memberships WHERE subscribed_at >= ?', NOW)).toBe(0);
      expect(count(db, 'SELECT count(*) AS n FROM redemptions WHERE redeemed_at >= ?', NOW)).toBe(0);
      expect(count(db, 'SELECT count(*) AS n FROM notifications WHERE created_at >= ? OR read_at >= ?', NOW, NOW)).toBe(
        0,
      );
    } finally {
      later.handle.close();
    }
  });

  it('signs in every documented store by its phone', () => {
    for (const s of [...DEMO_STORES, ...BACKGROUND_STORES]) {
      const row = db.sqlite.prepare('SELECT name FROM stores WHERE phone = ?').get(s.phone) as { name: string };
      expect(row.name).toBe(s.name);
    }
  });

  it('fresh store: nothing yet, not activated', () => {
    const id = storeId(db, persona('fresh').phone);
    for (const table of [
      'vouchers',
      'plans',
      'subscribers',
      'payments',
      'notifications',
      'broadcasts',
      'payouts',
      'invoices',
    ]) {
      expect(count(db, `SELECT count(*) AS n FROM ${table} WHERE store_id = ?`, id), table).toBe(0);
    }
    expect(
      count(
        db,
        'SELECT count(*) AS n FROM stores WHERE id = ? AND activated_at IS NULL AND provider_account_id IS NULL',
        id,
      ),
    ).toBe(1);
  });

  it('vouchers-only store: vouchers (some published), no plans, no subscribers', () => {
    const id = storeId(db, persona('vouchers-only').phone);
    expect(count(db, 'SELECT count(*) AS n FROM vouchers WHERE store_id = ?', id)).toBeGreaterThanOrEqual(3);
    expect(
      count(db, "SELECT count(*) AS n FROM vouchers WHERE store_id = ? AND status = 'published'", id),
    ).toBeGreaterThan(0);
    expect(count(db, 'SELECT count(*) AS n FROM plans WHERE store_id = ?', id)).toBe(0);
    expect(count(db, 'SELECT count(*) AS n FROM subscribers WHERE store_id = ?', id)).toBe(0);
  });

  describe('rich store', () => {
    let id: number;
    beforeAll(() => {
      id = storeId(db, persona('rich').phone);
    });

    it('is activated and has its profile', () => {
      const s = db.sqlite.prepare('SELECT * FROM stores WHERE id = ?').get(id) as Record<string, unknown>;
      expect(s.provider_account_id).toBeTruthy();
      expect(s.activated_at).toBeTypeOf('number');
      expect(s.about).toBeTruthy();
      expect(JSON.parse(s.opening_hours as string)).toMatchObject({ open_day: 'mon', start_time: '08:00' });
    });

    it('has every voucher type in every status, expired included', () => {
      const statuses = db.sqlite
        .prepare(
          `SELECT voucher_type AS type,
                  CASE WHEN status = 'published' AND end_date < ? THEN 'expired' ELSE status END AS status,
                  count(*) AS n
             FROM vouchers WHERE store_id = ? GROUP BY 1, 2`,
        )
        .all(TODAY, id) as { type: string; status: string; n: number }[];
      for (const type of ['DFP', 'DPR', 'GDS']) {
        for (const status of ['draft', 'published', 'expired']) {
          expect(
            statuses.find((s) => s.type === type && s.status === status)?.n ?? 0,
            `${type} ${status}`,
          ).toBeGreaterThan(0);
        }
      }
    });

    it('has 4+ plans with perks and additional vouchers', () => {
      const plans = db.sqlite.prepare('SELECT id, perks_and_benefits FROM plans WHERE store_id = ?').all(id) as {
        id: number;
        perks_and_benefits: string;
      }[];
      expect(plans.length).toBeGreaterThanOrEqual(4);
      for (const p of plans) expect(JSON.parse(p.perks_and_benefits).length).toBeGreaterThan(0);
      expect(
        count(
          db,
          'SELECT count(*) AS n FROM plan_vouchers pv JOIN plans p ON p.id = pv.plan_id WHERE p.store_id = ? AND pv.additional_voucher = 1',
          id,
        ),
      ).toBeGreaterThan(0);
    });

    it('has 300+ subscribers, some cancelled', () => {
      expect(count(db, 'SELECT count(*) AS n FROM subscribers WHERE store_id = ?', id)).toBeGreaterThanOrEqual(300);
      expect(
        count(db, 'SELECT count(*) AS n FROM memberships WHERE store_id = ? AND cancel_at < ?', id, NOW),
      ).toBeGreaterThan(0);
      expect(
        count(db, 'SELECT count(*) AS n FROM memberships WHERE store_id = ? AND cancel_at > ?', id, NOW),
      ).toBeGreaterThan(0);
      expect(
        count(
          db,
          'SELECT count(*) AS n FROM memberships WHERE store_id = ? AND cancel_at IS NULL AND renewal_at <= ?',
          id,
          NOW,
        ),
      ).toBe(0);
    });

    it('has payments and redemptions in each of the last 12 months, and growing revenue', () => {
      const byMonth = (table: string, column: string, value: string) =>
        new Map(
          (
            db.sqlite
              .prepare(
                `SELECT strftime('%Y-%m', ${column} / 1000, 'unixepoch') AS m, ${value} AS v FROM ${table} WHERE store_id = ? GROUP BY m`,
              )
              .all(id) as { m: string; v: number }[]
          ).map((r) => [r.m, r.v]),
        );
      const revenue = byMonth('payments', 'paid_at', 'sum(amount_cents)');
      const used = byMonth('redemptions', 'redeemed_at', 'count(*)');
      const months = Array.from({ length: 12 }, (_, i) =>
        new Date(Date.UTC(2026, 10 - i, 1)).toISOString().slice(0, 7),
      );
      for (const m of months) {
        expect(revenue.get(m) ?? 0, m).toBeGreaterThan(0);
        expect(used.get(m) ?? 0, m).toBeGreaterThan(0);
      }
      expect(revenue.get('2026-11')).not.toBe(revenue.get('2026-10'));
      expect(revenue.get('2026-10')!).toBeGreaterThan(revenue.get('2026-01')!);
    });

    it('charges the fan fee on every payment', () => {
      const rows = db.sqlite
        .prepare('SELECT DISTINCT amount_cents, fee_cents FROM payments WHERE store_id = ?')
        .all(id) as {
        amount_cents: number;
        fee_cents: number;
      }[];
      for (const r of rows) expect(r.fee_cents).toBe(feeCents(r.amount_cents));
      expect(feeCents(300)).toBe(50);
      expect(feeCents(2990)).toBe(299);
    });

    it('has one invoice per past month, numbered in order, billed to the store by the issuer', () => {
      const invoices = db.sqlite.prepare('SELECT * FROM invoices WHERE store_id = ? ORDER BY month').all(id) as {
        month: string;
        sequence: number;
        number: string;
        invoice_date: string;
        due_date: string;
        period_from: string;
        period_to: string;
        billed_name: string;
        billed_address: string;
        billed_phone: string;
        issuer_name: string;
        issuer_address: string;
      }[];
      expect(invoices).toHaveLength(12);
      expect(invoices.map((i) => i.sequence)).toEqual(invoices.map((_, n) => n + 1));
      const last = invoices.at(-1)!;
      expect(last).toMatchObject({
        month: '2026-10',
        number: `INV-${String(id).padStart(4, '0')}-0012`,
        period_from: '2026-10-01',
        period_to: '2026-10-31',
        invoice_date: '2026-11-01',
        due_date: '2026-11-15',
        billed_name: 'Café Morgenrot',
        billed_address: 'Kastanienallee 24, 10435 Berlin',
        billed_phone: '+49.15112345678',
        issuer_name: DEFAULT_ISSUER.name,
        issuer_address: DEFAULT_ISSUER.address,
      });
    });

    it('has paid, pending and rejected payouts and a positive balance', () => {
      const statuses = (
        db.sqlite.prepare('SELECT DISTINCT status FROM payouts WHERE store_id = ?').all(id) as { status: string }[]
      ).map((r) => r.status);
      expect(statuses.sort()).toEqual(['paid', 'pending', 'rejected']);
      const earned = count(db, 'SELECT sum(amount_cents) AS n FROM payments WHERE store_id = ?', id);
      const out = count(
        db,
        "SELECT sum(amount_cents) AS n FROM payouts WHERE store_id = ? AND status IN ('paid', 'pending')",
        id,
      );
      expect(earned - out).toBeGreaterThan(0);
    });

    it('has broadcasts of every status, past ones done and future ones requested', () => {
      const rows = db.sqlite.prepare('SELECT status, scheduled_at FROM broadcasts WHERE store_id = ?').all(id) as {
        status: string;
        scheduled_at: number;
      }[];
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['Request', 'Success', 'Cancelled']));
      for (const r of rows) expect(r.status === 'Request').toBe(r.scheduled_at > NOW);
    });

    it('has about 40 notifications of every type, some unread', () => {
      const rows = db.sqlite.prepare('SELECT type, read_at FROM notifications WHERE store_id = ?').all(id) as {
        type: string;
        read_at: number | null;
      }[];
      expect(rows.length).toBeGreaterThanOrEqual(35);
      expect(new Set(rows.map((r) => r.type))).toEqual(
        new Set(['cust_subscribe', 'cust_subscribe_cancel', 'vcr_redeemed', 'withdraw_success', 'broadcast_sent']),
      );
      expect(rows.filter((r) => r.read_at === null).length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.read_at !== null).length).toBeGreaterThan(0);
    });
  });

  describe('integrity across stores', () => {
    const zero = (sql: string, ...args: unknown[]) => expect(count(db, sql, ...args), sql).toBe(0);

    it('keeps references inside one store', () => {
      zero(
        'SELECT count(*) AS n FROM plan_vouchers pv JOIN plans p ON p.id = pv.plan_id JOIN vouchers v ON v.id = pv.voucher_id WHERE p.store_id <> v.store_id',
      );
      zero(
        'SELECT count(*) AS n FROM memberships m JOIN subscribers s ON s.id = m.subscriber_id JOIN plans p ON p.id = m.plan_id WHERE s.store_id <> m.store_id OR p.store_id <> m.store_id',
      );
      zero(`SELECT count(*) AS n FROM broadcasts b WHERE NOT EXISTS
              (SELECT 1 FROM plan_vouchers pv WHERE pv.plan_id = b.plan_id AND pv.voucher_id = b.voucher_id)`);
      zero(`SELECT count(*) AS n FROM redemptions r JOIN memberships m ON m.id = r.membership_id WHERE NOT EXISTS
              (SELECT 1 FROM plan_vouchers pv WHERE pv.plan_id = m.plan_id AND pv.voucher_id = r.voucher_id)`);
      expect(db.sqlite.pragma('foreign_key_check')).toEqual([]);
    });

    it('keeps history in order: plans before members, payments and uses while active', () => {
      zero(
        'SELECT count(*) AS n FROM memberships m JOIN plans p ON p.id = m.plan_id WHERE p.created_at >= m.subscribed_at',
      );
      zero(
        'SELECT count(*) AS n FROM memberships m JOIN subscribers s ON s.id = m.subscriber_id WHERE s.created_at > m.subscribed_at',
      );
      zero('SELECT count(*) AS n FROM memberships WHERE renewal_at <= subscribed_at OR subscribed_at >= ?', NOW);
      zero(
        'SELECT count(*) AS n FROM payments p JOIN memberships m ON m.id = p.membership_id WHERE p.paid_at < m.subscribed_at OR p.paid_at >= coalesce(m.cancel_at, ?) OR p.paid_at >= ?',
        NOW,
        NOW,
      );
      zero(
        'SELECT count(*) AS n FROM redemptions r JOIN memberships m ON m.id = r.membership_id WHERE r.redeemed_at < m.subscribed_at OR r.redeemed_at >= coalesce(m.cancel_at, ?) OR r.redeemed_at >= ?',
        NOW,
        NOW,
      );
      zero(
        "SELECT count(*) AS n FROM redemptions r JOIN vouchers v ON v.id = r.voucher_id WHERE strftime('%Y-%m-%d', r.redeemed_at / 1000, 'unixepoch') < v.start_date",
      );
      zero('SELECT count(*) AS n FROM vouchers WHERE end_date < start_date OR updated_at < created_at');
      zero(
        'SELECT count(*) AS n FROM payments p JOIN plans pl ON pl.id = p.plan_id WHERE p.amount_cents <> pl.price_cents',
      );
    });

    it('issues an invoice for every closed month with payments, from those payments', () => {
      const months = db.sqlite
        .prepare(
          `SELECT store_id AS storeId, strftime('%Y-%m', paid_at / 1000, 'unixepoch') AS month,
             count(*) AS n, sum(amount_cents) AS net, sum(fee_cents) AS fee
           FROM payments WHERE paid_at < ? GROUP BY store_id, month ORDER BY store_id, month`,
        )
        .all(Date.parse('2026-11-01T00:00:00Z')) as {
        storeId: number;
        month: string;
        n: number;
        net: number;
        fee: number;
      }[];
      const invoices = db.sqlite
        .prepare(
          'SELECT store_id, month, items, tendered_cents, fee_cents, earned_cents FROM invoices ORDER BY store_id, month',
        )
        .all() as {
        store_id: number;
        month: string;
        items: string;
        tendered_cents: number;
        fee_cents: number;
        earned_cents: number;
      }[];
      expect(invoices.map((i) => `${i.store_id} ${i.month}`)).toEqual(months.map((m) => `${m.storeId} ${m.month}`));
      invoices.forEach((invoice, i) => {
        const paid = months[i]!;
        const items = JSON.parse(invoice.items) as {
          quantity: number;
          unit_price_cents: number;
          amount_cents: number;
        }[];
        for (const item of items) expect(item.amount_cents).toBe(item.quantity * item.unit_price_cents);
        expect(items.reduce((sum, item) => sum + item.quantity, 0)).toBe(paid.n);
        expect(items.reduce((sum, item) => sum + item.amount_cents, 0)).toBe(invoice.tendered_cents);
        expect(invoice.tendered_cents).toBe(paid.net + paid.fee);
        expect(invoice.fee_cents).toBe(paid.fee);
        expect(invoice.earned_cents).toBe(invoice.tendered_cents - invoice.fee_cents);
        expect(invoice.earned_cents).toBe(paid.net);
      });
    });

    it('never pays out more than the store had earned when it asked', () => {
      zero(`SELECT count(*) AS n FROM payouts po WHERE po.amount_cents <= 0 OR po.amount_cents > (
              (SELECT coalesce(sum(amount_cents), 0) FROM payments p WHERE p.store_id = po.store_id AND p.paid_at < po.requested_at)
              - (SELECT coalesce(sum(amount_cents), 0) FROM payouts e WHERE e.store_id = po.store_id
                   AND e.status IN ('paid', 'pending') AND e.requested_at < po.requested_at))`);
    });

    it('stores JSON and phones in the API formats', () => {
      const vouchers = db.sqlite.prepare('SELECT informations, schedule FROM vouchers').all() as {
        informations: string;
        schedule: string | null;
      }[];
      for (const v of vouchers) {
        expect(Array.isArray(JSON.parse(v.informations))).toBe(true);
        if (v.schedule)
          expect(JSON.parse(v.schedule)).toMatchObject({
            start_time: expect.stringMatching(/^\d\d:\d\d$/),
            days: expect.any(Array),
          });
      }
      const phones = db.sqlite.prepare('SELECT phone FROM subscribers UNION ALL SELECT phone FROM stores').all() as {
        phone: string;
      }[];
      for (const p of phones) expect(p.phone).toMatch(/^\+49\.1[567]\d{9}$/);
    });

    it('respects max_use_qty per membership and billing month', () => {
      // Billing months are counted from the day of subscription; bucket by whole 28..31-day months from subscribed_at.
      const rows = db.sqlite
        .prepare(
          `SELECT r.membership_id, r.voucher_id, m.subscribed_at, r.redeemed_at, pv.max_use_qty
             FROM redemptions r JOIN memberships m ON m.id = r.membership_id
             JOIN plan_vouchers pv ON pv.plan_id = m.plan_id AND pv.voucher_id = r.voucher_id`,
        )
        .all() as {
        membership_id: number;
        voucher_id: number;
        subscribed_at: number;
        redeemed_at: number;
        max_use_qty: number;
      }[];
      const buckets = new Map<string, { n: number; max: number }>();
      for (const r of rows) {
        const s = new Date(r.subscribed_at);
        const t = new Date(r.redeemed_at);
        let k = (t.getUTCFullYear() - s.getUTCFullYear()) * 12 + t.getUTCMonth() - s.getUTCMonth();
        const anchor = (kk: number) => {
          const last = new Date(Date.UTC(s.getUTCFullYear(), s.getUTCMonth() + kk + 1, 0)).getUTCDate();
          return Date.UTC(
            s.getUTCFullYear(),
            s.getUTCMonth() + kk,
            Math.min(s.getUTCDate(), last),
            s.getUTCHours(),
            s.getUTCMinutes(),
            s.getUTCSeconds(),
          );
        };
        if (anchor(k) > r.redeemed_at) k -= 1;
        const key = `${r.membership_id}:${r.voucher_id}:${k}`;
        const b = buckets.get(key) ?? { n: 0, max: r.max_use_qty };
        b.n++;
        buckets.set(key, b);
      }
      for (const [key, b] of buckets) expect(b.n, key).toBeLessThanOrEqual(b.max);
    });
  });
});

describe('seedDatabase (large)', () => {
  it('reaches 100k subscribers and 10k vouchers and leaves the demo stores as they are', { timeout: 60_000 }, () => {
    const large = seeded('large');
    const demo = seeded('demo');
    try {
      const c = large.summary.counts;
      expect(c.subscribers).toBeGreaterThanOrEqual(100_000);
      expect(c.vouchers).toBeGreaterThanOrEqual(10_000);
      expect(count(large.handle, 'SELECT count(*) AS n FROM subscribers')).toBe(c.subscribers);
      const demoStores = count(demo.handle, 'SELECT max(id) AS n FROM stores');
      expect(count(large.handle, 'SELECT count(DISTINCT slug) AS n FROM stores')).toBe(c.stores);
      // The demo stores come first and are identical at both scales.
      const demoRows = (h: DbHandle) =>
        h.sqlite.prepare('SELECT * FROM stores WHERE id <= ? ORDER BY id').all(demoStores);
      expect(demoRows(large.handle)).toEqual(demoRows(demo.handle));
      const rich = storeId(large.handle, persona('rich').phone);
      const richRows = (h: DbHandle) =>
        JSON.stringify(
          [
            'vouchers',
            'plans',
            'subscribers',
            'memberships',
            'payments',
            'redemptions',
            'notifications',
            'invoices',
          ].map((t) => h.sqlite.prepare(`SELECT * FROM ${t} WHERE store_id = ? ORDER BY id`).all(rich)),
        );
      expect(richRows(large.handle)).toBe(richRows(demo.handle));
    } finally {
      large.handle.close();
      demo.handle.close();
    }
  });
});
