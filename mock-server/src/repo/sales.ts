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
  payouts,
  stores,
  type DbHandle,
  type InvoiceRow,
  type PaymentRow,
  type PayoutRow,
  type StoreRow,
} from '@mbo/db';
import { and, desc, eq, sql } from 'drizzle-orm';
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

export function createSalesRepository({ sqlite, db }: Pick<DbHandle, 'sqlite' | 'db'>) {
  /**
   * The store earns the net of its payments (payments.amount_cents: fans pay the fee on top). Paid
   * and pending payouts are taken off; a rejected payout returns to the balance.
   */
  const sums = sqlite.prepare<
    [number, number, number],
    { earned: number; paid: number; pending: number; activated: number }
  >(
    `SELECT
       (SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE store_id = ?) AS earned,
       COALESCE(SUM(CASE WHEN p.status = 'paid' THEN p.amount_cents END), 0) AS paid,
       COALESCE(SUM(CASE WHEN p.status = 'pending' THEN p.amount_cents END), 0) AS pending,
       (SELECT activated_at IS NOT NULL FROM stores WHERE id = ?) AS activated
     FROM payouts p WHERE p.store_id = ?`,
  );

  const payoutList = pagedList({ db }, payouts, eq(payouts.storeId, sql.placeholder('storeId')), [
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

  const invoicesOfStore = eq(invoices.storeId, sql.placeholder('storeId'));
  const invoiceList = pagedList({ db }, invoices, invoicesOfStore, [desc(invoices.invoiceDate), desc(invoices.id)]);
  const invoiceById = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, sql.placeholder('id')), invoicesOfStore))
    .prepare();

  // A payment keeps its row when its fan or plan is gone: the names then read empty.
  const SALES_FROM = `FROM payments p
    LEFT JOIN subscribers s ON s.id = p.subscriber_id
    LEFT JOIN plans pl ON pl.id = p.plan_id
    WHERE p.store_id = @storeId AND p.paid_at >= @from AND p.paid_at < @to`;
  const SALES_COLUMNS = `p.id, p.paid_at AS paidAt, COALESCE(s.username, '') AS username,
    COALESCE(pl.name, '') AS planName, p.amount_cents AS amountCents, p.fee_cents AS feeCents`;
  type SalesParams = { storeId: number } & SalesRange;
  const salesSums = sqlite.prepare<SalesParams, { n: number; amount: number; fee: number }>(
    `SELECT count(*) AS n, COALESCE(SUM(p.amount_cents), 0) AS amount, COALESCE(SUM(p.fee_cents), 0) AS fee ${SALES_FROM}`,
  );
  const salesPage = sqlite.prepare<SalesParams & Page, SaleSource>(
    `SELECT ${SALES_COLUMNS} ${SALES_FROM} ORDER BY p.paid_at DESC, p.id DESC LIMIT @limit OFFSET @offset`,
  );
  const allSales = sqlite.prepare<SalesParams, SaleSource>(
    `SELECT ${SALES_COLUMNS} ${SALES_FROM} ORDER BY p.paid_at DESC, p.id DESC`,
  );

  /** The sums of a range, split as each row is: gross, fee, net = gross − fee. */
  const salesTotals = (storeId: number, range: SalesRange): SalesTotals => {
    const s = salesSums.get({ storeId, ...range })!;
    const split = paymentSplit({ priceCents: s.amount, feeCents: s.fee });
    return { count: s.n, gross: euros(split.gross), fee: euros(split.fee), net: euros(split.net), currency: 'EUR' };
  };

  return {
    /** The store's balance; `availableCents` is what a withdrawal would ask for. */
    balance(storeId: number): { availableCents: number; balance: Balance } {
      const s = sums.get(storeId, storeId, storeId)!;
      const available = availableCents(s.earned, s.paid, s.pending);
      return {
        availableCents: available,
        balance: {
          available: euros(available),
          pending_payout: euros(s.pending),
          paid_out: euros(s.paid),
          earned: euros(s.earned),
          currency: 'EUR',
          is_activated: s.activated === 1,
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
