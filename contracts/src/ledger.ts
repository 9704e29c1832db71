/**
 * The ledger's arithmetic, in integer cents, shared by the mock server, the seed and the ledger
 * checks so that every figure of a store comes from its payment rows by the same rules:
 *
 * - a payment: gross = what the fan paid = plan price + fan fee; fee = kept by the platform;
 *   net = what the store earns = gross − fee (= the plan price);
 * - an invoice: lines at the fans' prices (quantity × unit price = line amount), subtotal = sum of
 *   the lines = tendered; subtotal − transaction fee = total = earned; amount = the store's plan
 *   prices (quantity × price, summed), equal to earned because the fee is paid on top;
 * - the balance: net of every payment − paid-out − pending payouts.
 */

/** A stored payment: the plan price it charged (the store's) and the fan fee on top, in cents. */
export interface PaymentCents {
  priceCents: number;
  feeCents: number;
}

/** A payment's three figures, each saying whose money it is. */
export interface PaymentSplit {
  /** What the fan paid. */
  gross: number;
  /** The fan fee, kept by the platform. */
  fee: number;
  /** What the store earns: gross − fee. */
  net: number;
}

export function paymentSplit(p: PaymentCents): PaymentSplit {
  return { gross: p.priceCents + p.feeCents, fee: p.feeCents, net: p.priceCents };
}

/** Sums of many payments' splits. */
export function sumSplits(splits: Iterable<PaymentSplit>): PaymentSplit & { count: number } {
  const total = { count: 0, gross: 0, fee: 0, net: 0 };
  for (const s of splits) {
    total.count += 1;
    total.gross += s.gross;
    total.fee += s.fee;
    total.net += s.net;
  }
  return total;
}

/** Payments of one plan at one price, as an invoice line counts them. */
export interface PlanSales extends PaymentCents {
  planId: number;
  planName: string;
  /** Length of the plan's billing period, so the line can say "per month" or "per year". */
  billingMonths: number;
  quantity: number;
}

/**
 * One line of an invoice, stored as issued: the plan and its period as parameters (so the words
 * can be rendered in the reader's language), the prices per period and the line amount.
 */
export interface InvoiceLine {
  kind: 'plan';
  plan_id: number;
  plan_name: string;
  billing_months: number;
  quantity: number;
  /** The store's price per period. */
  price_cents: number;
  /** The fan fee per period. */
  fee_cents: number;
  /** What a fan paid per period: price + fee. */
  unit_price_cents: number;
  /** quantity × unit price. */
  amount_cents: number;
}

/** The figures of an invoice, all in cents. */
export interface InvoiceFigures {
  lines: InvoiceLine[];
  /** Sum of the line amounts: what the fans paid. */
  subtotalCents: number;
  /** The fan fees, kept by the platform. */
  feeCents: number;
  /** subtotal − fee: what the store earns. */
  totalCents: number;
}

/** Groups payments into lines: one per plan and price (a plan's price may change within a month). */
export function groupPlanSales(
  payments: Iterable<PaymentCents & { planId: number; planName: string; billingMonths: number }>,
): PlanSales[] {
  const groups = new Map<string, PlanSales>();
  for (const p of payments) {
    const key = `${p.planId}|${p.priceCents}|${p.feeCents}`;
    const group = groups.get(key);
    if (group) group.quantity += 1;
    else groups.set(key, { ...p, quantity: 1 });
  }
  return [...groups.values()];
}

/** An invoice's lines and totals from its plan sales, lines ordered by plan, then price. */
export function invoiceFigures(sales: readonly PlanSales[]): InvoiceFigures {
  const lines = [...sales]
    .sort((a, b) => a.planId - b.planId || a.priceCents - b.priceCents || a.feeCents - b.feeCents)
    .map((s): InvoiceLine => ({
      kind: 'plan',
      plan_id: s.planId,
      plan_name: s.planName,
      billing_months: s.billingMonths,
      quantity: s.quantity,
      price_cents: s.priceCents,
      fee_cents: s.feeCents,
      unit_price_cents: s.priceCents + s.feeCents,
      amount_cents: s.quantity * (s.priceCents + s.feeCents),
    }));
  const subtotalCents = lines.reduce((sum, l) => sum + l.amount_cents, 0);
  const feeCents = lines.reduce((sum, l) => sum + l.quantity * l.fee_cents, 0);
  return { lines, subtotalCents, feeCents, totalCents: subtotalCents - feeCents };
}

/** What the store may still withdraw: its net earnings less what is paid out or on its way. */
export function availableCents(netCents: number, paidOutCents: number, pendingCents: number): number {
  return netCents - paidOutCents - pendingCents;
}

/** Days from an invoice's date to its due date. */
export const INVOICE_DUE_DAYS = 14;

/** Invoice numbers run per store, without gaps: INV-<store>-<sequence>. */
export function invoiceNumber(storeId: number, sequence: number): string {
  return `INV-${String(storeId).padStart(4, '0')}-${String(sequence).padStart(4, '0')}`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The calendar of the monthly invoice for `month` (YYYY-MM): the days it covers, and its date (the
 * first day after the month, when it is issued) and due date.
 */
export function invoiceCalendar(month: string): {
  periodFrom: string;
  periodTo: string;
  invoiceDate: string;
  dueDate: string;
  /** The instant the month closes: an invoice can be issued from then on. */
  closesAt: number;
} {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const closesAt = Date.UTC(y, m, 1);
  return {
    periodFrom: `${month}-01`,
    periodTo: day(closesAt - 1),
    invoiceDate: day(closesAt),
    dueDate: day(closesAt + INVOICE_DUE_DAYS * 24 * 3600 * 1000),
    closesAt,
  };
}

/** The English subject an invoice is issued with; readers in other languages get it from `month`. */
export function invoiceSubject(month: string): string {
  const [y, m] = month.split('-');
  return `Subscription sales ${MONTH_NAMES[Number(m) - 1]} ${y}`;
}

/** Who an invoice is from or to, as it read when the invoice was issued. */
export interface InvoiceParty {
  name: string;
  address: string;
}

/**
 * An invoice as it is written once, at issue: everything a reader sees later comes from here,
 * never from the store's current data. Field names follow the storage (camelCase, cents).
 */
export function issueInvoice(input: {
  storeId: number;
  sequence: number;
  month: string;
  billedTo: InvoiceParty & { phone: string };
  issuer: InvoiceParty;
  sales: readonly PlanSales[];
  issuedAt: number;
}) {
  const cal = invoiceCalendar(input.month);
  const figures = invoiceFigures(input.sales);
  return {
    storeId: input.storeId,
    sequence: input.sequence,
    number: invoiceNumber(input.storeId, input.sequence),
    month: input.month,
    periodFrom: cal.periodFrom,
    periodTo: cal.periodTo,
    subject: invoiceSubject(input.month),
    invoiceDate: cal.invoiceDate,
    dueDate: cal.dueDate,
    currency: 'EUR' as const,
    billedName: input.billedTo.name,
    billedAddress: input.billedTo.address,
    billedPhone: input.billedTo.phone,
    issuerName: input.issuer.name,
    issuerAddress: input.issuer.address,
    items: figures.lines,
    tenderedCents: figures.subtotalCents,
    feeCents: figures.feeCents,
    earnedCents: figures.totalCents,
    issuedAt: input.issuedAt,
  };
}
