import type { Balance, Invoice, InvoiceSummary, Payout, SaleRow, SalesTotals } from '@mbo/contracts';
import { randomBytes } from 'node:crypto';
import type { Sqlite } from '../db/client';
import { conflict, invalid, notFound } from '../errors';
import { euros, iso, isoOrNull, parseJson } from '../format';
import { pageOffset, paginate } from '../paginate';
import { salesCsv } from './payouts-csv';
import type { HandlerFactory } from './types';

const LINK_TTL_MS = 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The balance of a store. Fans pay plan price + fan fee; the fee goes to the platform, so the store
 * earns the plan price (payments.amount_cents). Paid and pending payouts are taken off; a rejected
 * payout returns to the balance.
 */
export function balanceQuery(sqlite: Sqlite) {
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
  return (storeId: number) => {
    const s = sums.get(storeId, storeId, storeId)!;
    return {
      earnedCents: s.earned,
      availableCents: s.earned - s.paid - s.pending,
      balance: {
        available: euros(s.earned - s.paid - s.pending),
        pending_payout: euros(s.pending),
        paid_out: euros(s.paid),
        currency: 'EUR',
        is_activated: s.activated === 1,
      } satisfies Balance,
    };
  };
}

interface PayoutRow {
  id: number;
  amount_cents: number;
  status: Payout['status'];
  requested_at: number;
  decided_at: number | null;
}

export const toPayout = (r: PayoutRow): Payout => ({
  id: r.id,
  amount: euros(r.amount_cents),
  currency: 'EUR',
  status: r.status,
  action: 'withdraw',
  requested_at: iso(r.requested_at),
  decided_at: isoOrNull(r.decided_at),
});

interface InvoiceRow {
  id: number;
  number: string;
  subject: string;
  invoice_date: string;
  due_date: string;
  items: string;
  tendered_cents: number;
  fee_cents: number;
  earned_cents: number;
}

const toSummary = (r: InvoiceRow): InvoiceSummary => ({
  id: r.id,
  invoice_number: r.number,
  subject: r.subject,
  invoice_date: r.invoice_date,
  due_date: r.due_date,
  currency: 'EUR',
  total: euros(r.earned_cents),
});

interface SaleDbRow {
  id: number;
  paid_at: number;
  username: string;
  plan_name: string;
  amount_cents: number;
  fee_cents: number;
}

/**
 * A sales row. amount = the plan price the fan paid for; fee = the fan fee, paid on top by the fan
 * and kept by the platform; net = what the store earns = amount (the fee is never taken out of the
 * store's share), consistent with the balance.
 */
export const toSale = (r: SaleDbRow): SaleRow => ({
  id: r.id,
  paid_at: iso(r.paid_at),
  username: r.username,
  plan_name: r.plan_name,
  amount: euros(r.amount_cents),
  fee: euros(r.fee_cents),
  net: euros(r.amount_cents),
  currency: 'EUR',
});

/** Inclusive UTC-day bounds as a half-open ms range; open ends cover everything. */
function salesRange(from: string | undefined, to: string | undefined): [number, number] {
  if (from && to && to < from) throw invalid({ to: 'The end date must not be before the start date' });
  return [
    from ? Date.parse(`${from}T00:00:00Z`) : Number.MIN_SAFE_INTEGER,
    to ? Date.parse(`${to}T00:00:00Z`) + DAY_MS : Number.MAX_SAFE_INTEGER,
  ];
}

export const createPayoutHandlers: HandlerFactory<
  | 'stripeSubAccount'
  | 'stripeLogin'
  | 'balance'
  | 'withdraw'
  | 'payouts'
  | 'invoices'
  | 'invoice'
  | 'salesReport'
  | 'salesReportCsv'
> = (deps) => {
  const { sqlite, clock, config } = deps;
  const balanceOf = balanceQuery(sqlite);

  const providerAccount = sqlite.prepare<[number], { provider_account_id: string | null }>(
    'SELECT provider_account_id FROM stores WHERE id = ?',
  );
  const startOnboarding = sqlite.prepare<[string, string, number]>(
    'UPDATE stores SET email = ?, provider_account_id = COALESCE(provider_account_id, ?) WHERE id = ?',
  );
  const insertPayout = sqlite.prepare<[number, number, number]>(
    "INSERT INTO payouts (store_id, amount_cents, status, requested_at, decided_at) VALUES (?, ?, 'pending', ?, NULL)",
  );
  const payoutById = sqlite.prepare<[number], PayoutRow>('SELECT * FROM payouts WHERE id = ?');
  const countPayouts = sqlite.prepare<[number], { n: number }>('SELECT count(*) AS n FROM payouts WHERE store_id = ?');
  const pagePayouts = sqlite.prepare<[number, number, number], PayoutRow>(
    'SELECT * FROM payouts WHERE store_id = ? ORDER BY requested_at DESC, id DESC LIMIT ? OFFSET ?',
  );
  const countInvoices = sqlite.prepare<[number], { n: number }>(
    'SELECT count(*) AS n FROM invoices WHERE store_id = ?',
  );
  const pageInvoices = sqlite.prepare<[number, number, number], InvoiceRow>(
    'SELECT * FROM invoices WHERE store_id = ? ORDER BY invoice_date DESC, id DESC LIMIT ? OFFSET ?',
  );
  const invoiceById = sqlite.prepare<[number, number], InvoiceRow>(
    'SELECT * FROM invoices WHERE id = ? AND store_id = ?',
  );
  const billedTo = sqlite.prepare<[number], { name: string; address: string; phone: string }>(
    'SELECT name, address, phone FROM stores WHERE id = ?',
  );

  const SALES_FROM = `FROM payments p
    LEFT JOIN subscribers s ON s.id = p.subscriber_id
    LEFT JOIN plans pl ON pl.id = p.plan_id
    WHERE p.store_id = ? AND p.paid_at >= ? AND p.paid_at < ?`;
  const SALES_COLUMNS = `p.id, p.paid_at, COALESCE(s.username, '') AS username, COALESCE(pl.name, '') AS plan_name, p.amount_cents, p.fee_cents`;
  const sumSales = sqlite.prepare<[number, number, number], { n: number; amount: number; fee: number }>(
    `SELECT count(*) AS n, COALESCE(SUM(p.amount_cents), 0) AS amount, COALESCE(SUM(p.fee_cents), 0) AS fee ${SALES_FROM}`,
  );
  const pageSales = sqlite.prepare<[number, number, number, number, number], SaleDbRow>(
    `SELECT ${SALES_COLUMNS} ${SALES_FROM} ORDER BY p.paid_at DESC, p.id DESC LIMIT ? OFFSET ?`,
  );
  const allSales = sqlite.prepare<[number, number, number], SaleDbRow>(
    `SELECT ${SALES_COLUMNS} ${SALES_FROM} ORDER BY p.paid_at DESC, p.id DESC`,
  );

  const link = (page: 'onboarding' | 'dashboard', account: string) => ({
    data: {
      url: `${config.publicUrl}/__mock/provider/${page}?account=${encodeURIComponent(account)}`,
      expires_at: iso(clock.now() + LINK_TTL_MS),
    },
  });

  // Read and insert in one transaction, so two withdrawals at once cannot both take the same balance.
  const withdraw = sqlite.transaction((storeId: number) => {
    const { availableCents, balance } = balanceOf(storeId);
    if (!balance.is_activated) throw conflict('Your store is not activated for payouts yet');
    if (availableCents <= 0) throw conflict('There is no balance to withdraw');
    const id = Number(insertPayout.run(storeId, availableCents, clock.now()).lastInsertRowid);
    return payoutById.get(id)!;
  });

  return {
    // Onboarding may be run again after activation (to change the e-mail); the account id stays.
    stripeSubAccount: ({ storeId, body }) => {
      startOnboarding.run(body.email, `acct_${randomBytes(8).toString('hex')}`, storeId);
      return link('onboarding', providerAccount.get(storeId)!.provider_account_id!);
    },

    stripeLogin: ({ storeId }) => {
      const account = providerAccount.get(storeId)?.provider_account_id;
      if (!account) throw conflict('Please set up your payout account first');
      return link('dashboard', account);
    },

    balance: ({ storeId }) => ({ data: balanceOf(storeId).balance }),

    withdraw: ({ storeId }) => ({ data: toPayout(withdraw(storeId)) }),

    payouts: ({ storeId, query }) => {
      const total = countPayouts.get(storeId)!.n;
      const rows = pagePayouts.all(storeId, query.size, pageOffset(query.page, query.size));
      return { data: rows.map(toPayout), paginate: paginate(query.page, query.size, total) };
    },

    invoices: ({ storeId, query }) => {
      const total = countInvoices.get(storeId)!.n;
      const rows = pageInvoices.all(storeId, query.size, pageOffset(query.page, query.size));
      return { data: rows.map(toSummary), paginate: paginate(query.page, query.size, total) };
    },

    /**
     * Invoice mapping: tendered = what fans paid (tendered_cents, plan prices plus fan fees);
     * transaction_fee = the fan fees kept by the platform (fee_cents); earned = what the store
     * keeps (earned_cents). amount and subtotal are the gross (= tendered); total is what the
     * store is credited (= earned). Item prices are stored in cents and answered in euros.
     */
    invoice: ({ storeId, params }) => {
      const row = invoiceById.get(params.id, storeId);
      if (!row) throw notFound('Invoice');
      const store = billedTo.get(storeId)!;
      const items = parseJson<
        { description: string; quantity: number; unit_price_cents: number; amount_cents: number }[]
      >(row.items, []);
      const data: Invoice = {
        ...toSummary(row),
        billed_to: { name: store.name, address: store.address, phone: store.phone },
        items: items.map((i) => ({
          description: i.description,
          quantity: i.quantity,
          unit_price: euros(i.unit_price_cents),
          amount: euros(i.amount_cents),
        })),
        tendered: euros(row.tendered_cents),
        earned: euros(row.earned_cents),
        amount: euros(row.tendered_cents),
        subtotal: euros(row.tendered_cents),
        transaction_fee: euros(row.fee_cents),
      };
      return { data };
    },

    salesReport: ({ storeId, query }) => {
      const [start, end] = salesRange(query.from, query.to);
      const sums = sumSales.get(storeId, start, end)!;
      const rows = pageSales.all(storeId, start, end, query.size, pageOffset(query.page, query.size));
      // net = amount, as in every row (toSale): the fan fee is paid on top and never taken from the store.
      const totals: SalesTotals = {
        count: sums.n,
        amount: euros(sums.amount),
        fee: euros(sums.fee),
        net: euros(sums.amount),
        currency: 'EUR',
      };
      return { data: rows.map(toSale), paginate: paginate(query.page, query.size, sums.n), totals };
    },

    salesReportCsv: ({ storeId, query, reply }) => {
      const [start, end] = salesRange(query.from, query.to);
      const rows = allSales.all(storeId, start, end).map(toSale);
      reply.header(
        'Content-Disposition',
        `attachment; filename="sales-${query.from ?? 'all'}-${query.to ?? 'all'}.csv"`,
      );
      return salesCsv(rows);
    },
  };
};
