/**
 * Money of a store: its balance, payout requests and their decisions, monthly invoices and the
 * sales report (one row per payment).
 */
import {
  availableCents,
  paymentSplit,
  type Balance,
  type Invoice,
  type InvoiceSummary,
  type Payout,
  type SaleRow,
  type SalesTotals,
} from '@mbo/contracts';
import {
  invoices,
  payments,
  payouts,
  plans,
  stores,
  subscribers,
  type DbHandle,
  type InvoiceRow,
  type PaymentRow,
  type PayoutRow,
  type StoreRow,
} from '@mbo/db';
import { and, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { euros, iso, isoOrNull } from '../format';
import type { Page, Paged } from '../paginate';
import { pagedList } from './paged-list';

export const toPayout = (r: PayoutRow): Payout => ({
  id: r.id,
  amount: euros(r.amountCents),
  currency: 'EUR',
  status: r.status,
  action: 'withdraw',
  requested_at: iso(r.requestedAt),
  decided_at: isoOrNull(r.decidedAt),
});

const toSummary = (r: InvoiceRow): InvoiceSummary => ({
  id: r.id,
  invoice_number: r.number,
  subject: r.subject,
  month: r.month,
  invoice_date: r.invoiceDate,
  due_date: r.dueDate,
  currency: 'EUR',
  total: euros(r.earnedCents),
});

/** An issued line in English words; the figures are the stored ones, never recomputed. */
const describeLine = (i: InvoiceRow['items'][number]) =>
  `${i.plan_name}, ${i.billing_months === 1 ? 'monthly' : i.billing_months === 12 ? 'yearly' : `every ${i.billing_months} months`} plan`;

/** A payment as the sales report reads it: with the fan's and the plan's names. */
type SaleSource = Pick<PaymentRow, 'id' | 'paidAt' | 'amountCents' | 'feeCents'> & {
  username: string;
  planName: string;
};

/** A sales row: gross (what the fan paid), fee (the platform's), net (the store's) = gross − fee. */
function toSale(r: SaleSource): SaleRow {
  const split = paymentSplit({ priceCents: r.amountCents, feeCents: r.feeCents });
  return {
    id: r.id,
    paid_at: iso(r.paidAt),
    username: r.username,
    plan_name: r.planName,
    gross: euros(split.gross),
    fee: euros(split.fee),
    net: euros(split.net),
    currency: 'EUR',
  };
}

/** A half-open range of payment instants. */
export interface SalesRange {
  from: number;
  to: number;
}

/** A payout as the administrator decides it: with the store's language for the notice. */
export type PayoutToDecide = PayoutRow & { lang: StoreRow['lang'] };

export function createSalesRepository({ db }: Pick<DbHandle, 'db'>) {
  const storeParam = sql.placeholder('storeId');
  /**
   * The store earns the net of its payments (payments.amount_cents: fans pay the fee on top). Paid
   * and pending payouts are taken off; a rejected payout returns to the balance.
   */
  const payoutSum = (status: PayoutRow['status']) =>
    sql<number>`coalesce(sum(CASE WHEN ${payouts.status} = ${status} THEN ${payouts.amountCents} END), 0)`;
  const sums = db
    .select({
      earned: sql<number>`${db
        .select({ cents: sql`coalesce(sum(${payments.amountCents}), 0)` })
        .from(payments)
        .where(eq(payments.storeId, storeParam))}`,
      paid: payoutSum('paid'),
      pending: payoutSum('pending'),
      activated: sql<boolean>`${db
        .select({ activated: isNotNull(stores.activatedAt) })
        .from(stores)
        .where(eq(stores.id, storeParam))}`.mapWith((v) => v === 1),
    })
    .from(payouts)
    .where(eq(payouts.storeId, storeParam))
    .prepare();

  const payoutList = pagedList({ db }, payouts, eq(payouts.storeId, storeParam), [
    desc(payouts.requestedAt),
    desc(payouts.id),
  ]);
  const payoutById = db
    .select()
    .from(payouts)
    .where(eq(payouts.id, sql.placeholder('id')))
    .prepare();
  const payoutToDecide = db
    .select({ payout: payouts, lang: stores.lang })
    .from(payouts)
    .innerJoin(stores, eq(stores.id, payouts.storeId))
    .where(eq(payouts.id, sql.placeholder('id')))
    .prepare();

  const invoicesOfStore = eq(invoices.storeId, storeParam);
  const invoiceList = pagedList({ db }, invoices, invoicesOfStore, [desc(invoices.invoiceDate), desc(invoices.id)]);
  const invoiceById = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, sql.placeholder('id')), invoicesOfStore))
    .prepare();

  const inRange = and(
    eq(payments.storeId, storeParam),
    gte(payments.paidAt, sql.placeholder('from')),
    lt(payments.paidAt, sql.placeholder('to')),
  );
  const salesSums = db
    .select({
      n: count(),
      amount: sql<number>`coalesce(sum(${payments.amountCents}), 0)`,
      fee: sql<number>`coalesce(sum(${payments.feeCents}), 0)`,
    })
    .from(payments)
    .where(inRange)
    .prepare();
  // A payment keeps its row when its fan or plan is gone: the names then read empty.
  const sales = () =>
    db
      .select({
        id: payments.id,
        paidAt: payments.paidAt,
        username: sql<string>`coalesce(${subscribers.username}, '')`,
        planName: sql<string>`coalesce(${plans.name}, '')`,
        amountCents: payments.amountCents,
        feeCents: payments.feeCents,
      })
      .from(payments)
      .leftJoin(subscribers, eq(subscribers.id, payments.subscriberId))
      .leftJoin(plans, eq(plans.id, payments.planId))
      .where(inRange)
      .orderBy(desc(payments.paidAt), desc(payments.id));
  const salesPage = sales().limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare();
  const allSales = sales().prepare();

  /** The sums of a range, split as each row is: gross, fee, net = gross − fee. */
  const salesTotals = (storeId: number, range: SalesRange): SalesTotals => {
    const s = salesSums.get({ storeId, ...range })!;
    const split = paymentSplit({ priceCents: s.amount, feeCents: s.fee });
    return { count: s.n, gross: euros(split.gross), fee: euros(split.fee), net: euros(split.net), currency: 'EUR' };
  };

  return {
    /** The store's balance; `availableCents` is what a withdrawal would ask for. */
    balance(storeId: number): { availableCents: number; balance: Balance } {
      const s = sums.get({ storeId })!;
      const available = availableCents(s.earned, s.paid, s.pending);
      return {
        availableCents: available,
        balance: {
          available: euros(available),
          pending_payout: euros(s.pending),
          paid_out: euros(s.paid),
          earned: euros(s.earned),
          currency: 'EUR',
          is_activated: s.activated,
        },
      };
    },

    /** Records a pending payout of the amount. */
    request(storeId: number, amountCents: number, now: number): Payout {
      const row = db
        .insert(payouts)
        .values({ storeId, amountCents, status: 'pending', requestedAt: now, decidedAt: null })
        .returning()
        .get();
      return toPayout(row);
    },

    page(storeId: number, page: Page): Paged<Payout> {
      return payoutList.page({ storeId }, page, toPayout);
    },

    byId(id: number): Payout | null {
      const row = payoutById.get({ id });
      return row ? toPayout(row) : null;
    },

    /** A payout with its store's language, for the administrator's decision. */
    toDecide(id: number): PayoutToDecide | null {
      const row = payoutToDecide.get({ id });
      return row ? { ...row.payout, lang: row.lang } : null;
    },

    /** Decides a pending payout; false when it was no longer pending. */
    decide(id: number, status: 'paid' | 'rejected', now: number): boolean {
      const result = db
        .update(payouts)
        .set({ status, decidedAt: now })
        .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
        .run();
      return result.changes === 1;
    },

    invoicePage(storeId: number, page: Page): Paged<InvoiceSummary> {
      return invoiceList.page({ storeId }, page, toSummary);
    },

    /** An invoice exactly as issued: every word and figure from its own row. */
    invoice(storeId: number, id: number): Invoice | null {
      const row = invoiceById.get({ storeId, id });
      if (!row) return null;
      return {
        ...toSummary(row),
        period: { from: row.periodFrom, to: row.periodTo },
        issuer: { name: row.issuerName, address: row.issuerAddress },
        billed_to: { name: row.billedName, address: row.billedAddress, phone: row.billedPhone },
        items: row.items.map((i) => ({
          description: describeLine(i),
          quantity: i.quantity,
          unit_price: euros(i.unit_price_cents),
          amount: euros(i.amount_cents),
          kind: i.kind,
          plan_id: i.plan_id,
          plan_name: i.plan_name,
          billing_months: i.billing_months,
          price: euros(i.price_cents),
          fee: euros(i.fee_cents),
        })),
        tendered: euros(row.tenderedCents),
        earned: euros(row.earnedCents),
        amount: euros(row.items.reduce((sum, i) => sum + i.quantity * i.price_cents, 0)),
        subtotal: euros(row.tenderedCents),
        transaction_fee: euros(row.feeCents),
      };
    },

    /** One page of payments in the range, newest first, and the totals of the whole range. */
    salesPage(storeId: number, range: SalesRange, page: Page): Paged<SaleRow> & { totals: SalesTotals } {
      const totals = salesTotals(storeId, range);
      return { rows: salesPage.all({ storeId, ...range, ...page }).map(toSale), total: totals.count, totals };
    },

    /** Every payment in the range, newest first, and their totals. */
    allSales(storeId: number, range: SalesRange): { rows: SaleRow[]; totals: SalesTotals } {
      return { rows: allSales.all({ storeId, ...range }).map(toSale), totals: salesTotals(storeId, range) };
    },
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;
