/**
 * What the billing run reads and writes: renewals that are due (each becomes a payment on its
 * billing date) and closed months with payments but no invoice yet (each becomes an issued invoice);
 * and what the demo console's month end reads besides: memberships that ended, activated stores.
 */
import type { PlanSales } from '@mbo/contracts';
import {
  billingPeriods,
  invoices,
  memberships,
  payments,
  plans,
  stores,
  type DbHandle,
  type NewInvoice,
  type NewPayment,
} from '@mbo/db';
import { and, asc, count, eq, exists, gt, gte, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';

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

export function createBillingRepository({ db }: Pick<DbHandle, 'db'>) {
  const renewals = () =>
    db
      .select({
        id: memberships.id,
        storeId: memberships.storeId,
        subscriberId: memberships.subscriberId,
        planId: memberships.planId,
        subscribedAt: memberships.subscribedAt,
        renewalAt: memberships.renewalAt,
        cancelAt: memberships.cancelAt,
        priceCents: plans.priceCents,
        months: billingPeriods.months,
      })
      .from(memberships)
      .innerJoin(plans, eq(plans.id, memberships.planId))
      .innerJoin(billingPeriods, eq(billingPeriods.id, plans.billingPeriodId));
  // A cancellation takes effect at a billing date: a renewal at or after cancel_at is never charged.
  const dueRenewals = renewals()
    .where(
      and(
        lte(memberships.renewalAt, sql.placeholder('now')),
        or(isNull(memberships.cancelAt), gt(memberships.cancelAt, memberships.renewalAt)),
      ),
    )
    .orderBy(asc(memberships.renewalAt), asc(memberships.id))
    .prepare();
  const renewalOf = renewals()
    .where(eq(memberships.id, sql.placeholder('id')))
    .prepare();
  const ended = db
    .select({ n: count() })
    .from(memberships)
    .where(and(gt(memberships.cancelAt, sql.placeholder('from')), lte(memberships.cancelAt, sql.placeholder('to'))))
    .prepare();
  const activatedStores = db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(isNotNull(stores.activatedAt))
    .orderBy(asc(stores.id))
    .prepare();

  /** A figure over the store's own rows of a table. */
  const ofTheStore = (table: typeof invoices | typeof payments, value: SQL) =>
    db.select({ value }).from(table).where(eq(table.storeId, stores.id));
  const storesToBill = db
    .select({
      id: stores.id,
      name: stores.name,
      address: stores.address,
      phone: stores.phone,
      lastMonth: sql<string | null>`${ofTheStore(invoices, sql`max(${invoices.month})`)}`,
      lastSequence: sql<number>`${ofTheStore(invoices, sql`coalesce(max(${invoices.sequence}), 0)`)}`,
      firstPaidAt: sql<number>`${ofTheStore(payments, sql`min(${payments.paidAt})`)}`,
    })
    .from(stores)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(payments)
          .where(eq(payments.storeId, stores.id)),
      ),
    )
    .prepare();

  // One row per plan and price, as invoiceFigures groups them; the plan's name as it reads now.
  const monthSales = db
    .select({
      planId: payments.planId,
      planName: plans.name,
      billingMonths: billingPeriods.months,
      priceCents: payments.amountCents,
      feeCents: payments.feeCents,
      quantity: count(),
    })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .innerJoin(billingPeriods, eq(billingPeriods.id, plans.billingPeriodId))
    .where(
      and(
        eq(payments.storeId, sql.placeholder('storeId')),
        gte(payments.paidAt, sql.placeholder('from')),
        lt(payments.paidAt, sql.placeholder('to')),
      ),
    )
    .groupBy(payments.planId, payments.amountCents, payments.feeCents)
    .prepare();

  return {
    /** Memberships with a renewal due by `now` that is not cancelled by then, oldest first. */
    dueRenewals: (now: number): DueRenewal[] => dueRenewals.all({ now }),

    /** One membership with what its plan costs now, whether due or not. */
    renewalOf: (membershipId: number): DueRenewal | undefined => renewalOf.get({ id: membershipId }),

    /** How many memberships' cancellations took effect in (from, to]. */
    ended: (from: number, to: number): number => ended.get({ from, to })!.n,

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
