/**
 * What a month end books: renewal payments of running memberships, the monthly invoice of each
 * store, and the payout of each activated store's balance; and a fan's payment on its own.
 * Amounts follow the seed's ledger: a payment is the plan price plus the fan fee of
 * contracts/src/fee.ts; an invoice lists the month's payments per plan and price.
 */
import { feeCents, nextBillingAfter } from '@mbo/contracts';
import type { DbHandle, InvoiceItem } from '@mbo/db';
import { monthLabel } from '@mbo/seed/time';

/** A membership whose billing date has come. */
interface DueMembership {
  id: number;
  storeId: number;
  subscriberId: number;
  planId: number;
  subscribedAt: number;
  renewalAt: number;
  cancelAt: number | null;
  priceCents: number;
  months: number;
}

export interface BookedPayment {
  id: number;
  amountCents: number;
  feeCents: number;
  paidAt: number;
  renewalAt: number;
}

export interface IssuedInvoice {
  id: number;
  storeId: number;
  storeName: string;
  number: string;
  month: string;
  earnedCents: number;
}

const DAY_MS = 24 * 3600 * 1000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createBillingRepository({ sqlite }: Pick<DbHandle, 'sqlite'>) {
  const DUE_COLUMNS = `m.id, m.store_id AS storeId, m.subscriber_id AS subscriberId, m.plan_id AS planId,
    m.subscribed_at AS subscribedAt, m.renewal_at AS renewalAt, m.cancel_at AS cancelAt,
    p.price_cents AS priceCents, bp.months
    FROM memberships m JOIN plans p ON p.id = m.plan_id JOIN billing_periods bp ON bp.id = p.billing_period_id`;
  const due = sqlite.prepare<[number], DueMembership>(
    `SELECT ${DUE_COLUMNS} WHERE m.renewal_at <= ? AND (m.cancel_at IS NULL OR m.renewal_at < m.cancel_at)`,
  );
  const membership = sqlite.prepare<[number], DueMembership>(`SELECT ${DUE_COLUMNS} WHERE m.id = ?`);
  const insertPayment = sqlite.prepare<[number, number, number, number, number, number, number]>(
    `INSERT INTO payments (store_id, membership_id, subscriber_id, plan_id, amount_cents, fee_cents, paid_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const setRenewal = sqlite.prepare<[number, number]>('UPDATE memberships SET renewal_at = ? WHERE id = ?');
  const ended = sqlite
    .prepare<[number, number], number>('SELECT COUNT(*) FROM memberships WHERE cancel_at > ? AND cancel_at <= ?')
    .pluck();

  const storesWithSales = sqlite.prepare<
    [number, number],
    { storeId: number; storeName: string; latest: string | null }
  >(
    `SELECT s.id AS storeId, s.name AS storeName, (SELECT MAX(month) FROM invoices i WHERE i.store_id = s.id) AS latest
     FROM stores s WHERE EXISTS (SELECT 1 FROM payments p WHERE p.store_id = s.id AND p.paid_at >= ? AND p.paid_at < ?)`,
  );
  const monthLines = sqlite.prepare<
    [number, number, number],
    { name: string; period: string; unitCents: number; quantity: number; amountCents: number; feeCents: number }
  >(
    `SELECT pl.name, bp.label AS period, p.amount_cents AS unitCents, COUNT(*) AS quantity,
       SUM(p.amount_cents) AS amountCents, SUM(p.fee_cents) AS feeCents
     FROM payments p JOIN plans pl ON pl.id = p.plan_id JOIN billing_periods bp ON bp.id = pl.billing_period_id
     WHERE p.store_id = ? AND p.paid_at >= ? AND p.paid_at < ?
     GROUP BY p.plan_id, p.amount_cents ORDER BY p.plan_id, p.amount_cents`,
  );
  const hasInvoice = sqlite
    .prepare<[number, string], number>('SELECT COUNT(*) FROM invoices WHERE store_id = ? AND month = ?')
    .pluck();
  const insertInvoice = sqlite.prepare<
    [number, string, string, string, string, string, string, number, number, number],
    { id: number }
  >(
    `INSERT INTO invoices (store_id, number, month, subject, invoice_date, due_date, items, tendered_cents, fee_cents, earned_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );

  const withBalance = sqlite.prepare<[], { storeId: number; storeName: string }>(
    `SELECT s.id AS storeId, s.name AS storeName FROM stores s WHERE s.activated_at IS NOT NULL
       AND (SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE store_id = s.id)
         > (SELECT COALESCE(SUM(amount_cents), 0) FROM payouts WHERE store_id = s.id AND status IN ('paid', 'pending'))
     ORDER BY s.id`,
  );

  /** Books one payment of the membership at `paidAt` and moves its renewal to the billing date after it. */
  function pay(m: DueMembership, paidAt: number, billedUpTo: number): BookedPayment {
    const fee = feeCents(m.priceCents);
    const id = Number(
      insertPayment.run(m.storeId, m.id, m.subscriberId, m.planId, m.priceCents, fee, paidAt).lastInsertRowid,
    );
    const next = nextBillingAfter(m.subscribedAt, m.months, billedUpTo);
    const renewalAt = m.cancelAt !== null ? Math.min(next, m.cancelAt) : next;
    setRenewal.run(renewalAt, m.id);
    return { id, amountCents: m.priceCents, feeCents: fee, paidAt, renewalAt };
  }

  const oldestLatestInvoice = sqlite
    .prepare<[], string | null>('SELECT MIN(latest) FROM (SELECT MAX(month) AS latest FROM invoices GROUP BY store_id)')
    .pluck();

  return {
    /** The earliest of the stores' latest invoice months (YYYY-MM), if any store has an invoice. */
    oldestLatestInvoice: (): string | null => oldestLatestInvoice.get() ?? null,

    /**
     * Books every renewal due by `now`: one payment per billing date passed (on that date), until
     * the membership's cancellation takes effect.
     */
    bookRenewals(now: number): { count: number; amountCents: number } {
      let count = 0;
      let amountCents = 0;
      for (const m of due.all(now)) {
        let current = m;
        while (current.renewalAt <= now && (current.cancelAt === null || current.renewalAt < current.cancelAt)) {
          const booked = pay(current, current.renewalAt, current.renewalAt);
          count++;
          amountCents += booked.amountCents;
          current = { ...current, renewalAt: booked.renewalAt };
        }
      }
      return { count, amountCents };
    },

    /** A fan pays their next billing period now: the renewal moves one period on. */
    payNext(membershipId: number, now: number): BookedPayment | undefined {
      const m = membership.get(membershipId);
      if (!m) return undefined;
      return pay(m, now, Math.max(m.renewalAt, now));
    },

    /** Memberships whose cancellation took effect in (from, to]. */
    ended: (from: number, to: number): number => ended.get(from, to)!,

    /**
     * Issues the invoice of the month starting at `monthStartMs` for every store with payments in
     * it and no invoice for it yet: a store with invoices gets every month after its latest, a
     * store without one only months from `firstMonth` on (its history before stays as seeded).
     */
    issueInvoices(monthStartMs: number, nextMonthStartMs: number, firstMonth: string): IssuedInvoice[] {
      const month = new Date(monthStartMs).toISOString().slice(0, 7);
      const issued: IssuedInvoice[] = [];
      for (const s of storesWithSales.all(monthStartMs, nextMonthStartMs)) {
        if (s.latest !== null ? month <= s.latest : month < firstMonth) continue;
        if (hasInvoice.get(s.storeId, month)! > 0) continue;
        const lines = monthLines.all(s.storeId, monthStartMs, nextMonthStartMs);
        const items: InvoiceItem[] = lines.map((l) => ({
          description: `${l.name} (${l.period})`,
          quantity: l.quantity,
          unit_price_cents: l.unitCents,
          amount_cents: l.amountCents,
        }));
        const earned = lines.reduce((sum, l) => sum + l.amountCents, 0);
        const fee = lines.reduce((sum, l) => sum + l.feeCents, 0);
        const number = `INV-${month}-${String(s.storeId).padStart(4, '0')}`;
        const row = insertInvoice.get(
          s.storeId,
          number,
          month,
          `Subscription sales ${monthLabel(month)}`,
          isoDate(nextMonthStartMs),
          isoDate(nextMonthStartMs + 14 * DAY_MS),
          JSON.stringify(items),
          earned + fee,
          fee,
          earned,
        )!;
        issued.push({ id: row.id, storeId: s.storeId, storeName: s.storeName, number, month, earnedCents: earned });
      }
      return issued;
    },

    /** Activated stores that have money to withdraw. */
    storesWithBalance: () => withBalance.all(),
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
