/**
 * Money of a store: its balance, payout requests and their decisions, monthly invoices and the
 * sales report (one row per payment).
 */
import type { Balance, Invoice, InvoiceSummary, Payout, SaleRow, SalesTotals } from '@mbo/contracts';
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
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { euros, iso, isoOrNull } from '../format';
import type { Page, Paged } from '../paginate';

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
  invoice_date: r.invoiceDate,
  due_date: r.dueDate,
  currency: 'EUR',
  total: euros(r.earnedCents),
});

/** A payment as the sales report reads it: with the fan's and the plan's names. */
type SaleSource = Pick<PaymentRow, 'id' | 'paidAt' | 'amountCents' | 'feeCents'> & {
  username: string;
  planName: string;
};

/**
 * A sales row. amount = the plan price the fan paid for; fee = the fan fee, paid on top by the fan
 * and kept by the platform; net = what the store earns = amount (the fee is never taken out of the
 * store's share), consistent with the balance.
 */
const toSale = (r: SaleSource): SaleRow => ({
  id: r.id,
  paid_at: iso(r.paidAt),
  username: r.username,
  plan_name: r.planName,
  amount: euros(r.amountCents),
  fee: euros(r.feeCents),
  net: euros(r.amountCents),
  currency: 'EUR',
});

/** A half-open range of payment instants. */
export interface SalesRange {
  from: number;
  to: number;
}

/** A payout as the administrator decides it: with the store's language for the notice. */
export type PayoutToDecide = PayoutRow & { lang: StoreRow['lang'] };

export function createPayoutRepository({ sqlite, db }: Pick<DbHandle, 'sqlite' | 'db'>) {
  /**
   * Fans pay plan price + fan fee; the fee goes to the platform, so the store earns the plan price
   * (payments.amount_cents). Paid and pending payouts are taken off; a rejected payout returns.
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

  const byStore = eq(payouts.storeId, sql.placeholder('storeId'));
  const payoutPage = db
    .select()
    .from(payouts)
    .where(byStore)
    .orderBy(desc(payouts.requestedAt), desc(payouts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare();
  const payoutCount = db.select({ n: count() }).from(payouts).where(byStore).prepare();
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
  const invoicePage = db
    .select()
    .from(invoices)
    .where(invoicesOfStore)
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare();
  const invoiceCount = db.select({ n: count() }).from(invoices).where(invoicesOfStore).prepare();
  const invoiceById = db
    .select({ invoice: invoices, name: stores.name, address: stores.address, phone: stores.phone })
    .from(invoices)
    .innerJoin(stores, eq(stores.id, invoices.storeId))
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

  return {
    /** The store's balance; `availableCents` is what a withdrawal would ask for. */
    balance(storeId: number): { availableCents: number; balance: Balance } {
      const s = sums.get(storeId, storeId, storeId)!;
      const available = s.earned - s.paid - s.pending;
      return {
        availableCents: available,
        balance: {
          available: euros(available),
          pending_payout: euros(s.pending),
          paid_out: euros(s.paid),
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
      const total = payoutCount.get({ storeId })!.n;
      return { rows: payoutPage.all({ storeId, ...page }).map(toPayout), total };
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
      const total = invoiceCount.get({ storeId })!.n;
      return { rows: invoicePage.all({ storeId, ...page }).map(toSummary), total };
    },

    /**
     * Invoice mapping: tendered = what fans paid (tendered_cents, plan prices plus fan fees);
     * transaction_fee = the fan fees kept by the platform (fee_cents); earned = what the store
     * keeps (earned_cents). amount and subtotal are the gross (= tendered); total is what the
     * store is credited (= earned). Item prices are stored in cents and answered in euros.
     */
    invoice(storeId: number, id: number): Invoice | null {
      const found = invoiceById.get({ storeId, id });
      if (!found) return null;
      const { invoice: row, name, address, phone } = found;
      return {
        ...toSummary(row),
        billed_to: { name, address, phone },
        items: row.items.map((i) => ({
          description: i.description,
          quantity: i.quantity,
          unit_price: euros(i.unit_price_cents),
          amount: euros(i.amount_cents),
        })),
        tendered: euros(row.tenderedCents),
        earned: euros(row.earnedCents),
        amount: euros(row.tenderedCents),
        subtotal: euros(row.tenderedCents),
        transaction_fee: euros(row.feeCents),
      };
    },

    /** One page of payments in the range, newest first, and the totals of the whole range. */
    salesPage(storeId: number, range: SalesRange, page: Page): Paged<SaleRow> & { totals: SalesTotals } {
      const s = salesSums.get({ storeId, ...range })!;
      return {
        rows: salesPage.all({ storeId, ...range, ...page }).map(toSale),
        total: s.n,
        // net = amount, as in every row: the fan fee is paid on top and never taken from the store.
        totals: { count: s.n, amount: euros(s.amount), fee: euros(s.fee), net: euros(s.amount), currency: 'EUR' },
      };
    },

    /** Every payment in the range, newest first. */
    allSales(storeId: number, range: SalesRange): SaleRow[] {
      return allSales.all({ storeId, ...range }).map(toSale);
    },
  };
}

export type PayoutRepository = ReturnType<typeof createPayoutRepository>;
