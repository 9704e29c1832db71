/**
 * What the billing run reads and writes: renewals that are due (each becomes a payment on its
 * billing date) and closed months with payments but no invoice yet (each becomes an issued invoice);
 * and what the demo console's month end reads besides: memberships that ended, activated stores.
 */
import type { PlanSales } from '@mbo/contracts';
import { invoices, memberships, payments, type DbHandle, type NewInvoice, type NewPayment } from '@mbo/db';
import { eq } from 'drizzle-orm';

/** A membership whose next charge is due, with what its plan costs now. */
export interface DueRenewal {
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

/** A store with payments, where its invoicing stands, and the details an invoice is billed to. */
export interface StoreToBill {
  id: number;
  name: string;
  address: string;
  phone: string;
  /** The last month invoiced (YYYY-MM), or null. */
  lastMonth: string | null;
  lastSequence: number;
  firstPaidAt: number;
}

export function createBillingRepository({ sqlite, db }: Pick<DbHandle, 'sqlite' | 'db'>) {
  const RENEWAL_COLUMNS = `m.id, m.store_id AS storeId, m.subscriber_id AS subscriberId, m.plan_id AS planId,
       m.subscribed_at AS subscribedAt, m.renewal_at AS renewalAt, m.cancel_at AS cancelAt,
       p.price_cents AS priceCents, bp.months
     FROM memberships m
     JOIN plans p ON p.id = m.plan_id
     JOIN billing_periods bp ON bp.id = p.billing_period_id`;
  // A cancellation takes effect at a billing date: a renewal at or after cancel_at is never charged.
  const dueRenewals = sqlite.prepare<{ now: number }, DueRenewal>(
    `SELECT ${RENEWAL_COLUMNS}
     WHERE m.renewal_at <= @now AND (m.cancel_at IS NULL OR m.cancel_at > m.renewal_at)
     ORDER BY m.renewal_at, m.id`,
  );
  const renewalOf = sqlite.prepare<{ id: number }, DueRenewal>(`SELECT ${RENEWAL_COLUMNS} WHERE m.id = @id`);
  const ended = sqlite
    .prepare<{ from: number; to: number }, number>(
      'SELECT count(*) FROM memberships WHERE cancel_at > @from AND cancel_at <= @to',
    )
    .pluck();
  const activatedStores = sqlite.prepare<[], { id: number; name: string }>(
    'SELECT id, name FROM stores WHERE activated_at IS NOT NULL ORDER BY id',
  );

  const storesToBill = sqlite.prepare<[], StoreToBill>(
    `SELECT s.id, s.name, s.address, s.phone,
       (SELECT max(i.month) FROM invoices i WHERE i.store_id = s.id) AS lastMonth,
       (SELECT coalesce(max(i.sequence), 0) FROM invoices i WHERE i.store_id = s.id) AS lastSequence,
       (SELECT min(p.paid_at) FROM payments p WHERE p.store_id = s.id) AS firstPaidAt
     FROM stores s
     WHERE EXISTS (SELECT 1 FROM payments p WHERE p.store_id = s.id)`,
  );

  // One row per plan and price, as invoiceFigures groups them; the plan's name as it reads now.
  const monthSales = sqlite.prepare<{ storeId: number; from: number; to: number }, PlanSales>(
    `SELECT p.plan_id AS planId, pl.name AS planName, bp.months AS billingMonths,
       p.amount_cents AS priceCents, p.fee_cents AS feeCents, count(*) AS quantity
     FROM payments p
     JOIN plans pl ON pl.id = p.plan_id
     JOIN billing_periods bp ON bp.id = pl.billing_period_id
     WHERE p.store_id = @storeId AND p.paid_at >= @from AND p.paid_at < @to
     GROUP BY p.plan_id, p.amount_cents, p.fee_cents`,
  );

  return {
    /** Memberships with a renewal due by `now` that is not cancelled by then, oldest first. */
    dueRenewals: (now: number): DueRenewal[] => dueRenewals.all({ now }),

    /** One membership with what its plan costs now, whether due or not. */
    renewalOf: (membershipId: number): DueRenewal | undefined => renewalOf.get({ id: membershipId }),

    /** How many memberships' cancellations took effect in (from, to]. */
    ended: (from: number, to: number): number => ended.get({ from, to })!,

    /** Stores activated for payouts, by id. */
    activatedStores: () => activatedStores.all(),

    addPayment: (p: Omit<NewPayment, 'id'>): number =>
      db.insert(payments).values(p).returning({ id: payments.id }).get().id,

    setRenewal(membershipId: number, renewalAt: number): void {
      db.update(memberships).set({ renewalAt }).where(eq(memberships.id, membershipId)).run();
    },

    /** Every store that has payments, with its last invoiced month. */
    storesToBill: (): StoreToBill[] => storesToBill.all(),

    /** The store's payments in [from, to), by plan and price. */
    monthSales: (storeId: number, from: number, to: number): PlanSales[] => monthSales.all({ storeId, from, to }),

    /** Writes an issued invoice; it is never updated afterwards. */
    addInvoice: (invoice: Omit<NewInvoice, 'id'>): number =>
      db.insert(invoices).values(invoice).returning({ id: invoices.id }).get().id,
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
