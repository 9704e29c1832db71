/**
 * The billing run: what happens to a store's money as time passes. Due renewals are charged on
 * their billing dates (a payment each, at the plan's current price plus the fan fee), then every
 * closed month with payments and no invoice gets one, issued from those payments and billed to the
 * store as it reads at that moment. It runs on the server's interval and whenever the demo clock
 * moves; running it twice charges and issues nothing twice.
 */
import {
  billingPeriodAt,
  feeCents,
  invoiceCalendar,
  issueInvoice,
  monthKey,
  monthStart,
  nextBillingAfter,
  type InvoiceParty,
} from '@mbo/contracts';
import type { BillingRepository, DueRenewal } from '../repo/billing';
import type { Transactional } from '../repo/transaction';

/** An invoice the run issued, as the demo console lists it. */
export interface IssuedInvoice {
  id: number;
  storeId: number;
  storeName: string;
  number: string;
  month: string;
  earnedCents: number;
}

export interface BillingResult {
  /** Payments of renewals made. */
  charged: number;
  /** What those payments charged at the plans' prices (fan fees not included). */
  chargedCents: number;
  /** Invoices issued. */
  issued: number;
  invoices: IssuedInvoice[];
}

export interface BillingRepositories {
  billing: BillingRepository;
  transaction: Transactional;
}

/** The month after `month` (YYYY-MM). */
const nextMonth = (month: string) => monthKey(monthStart(Date.parse(`${month}-01T00:00:00Z`), 1));

/** One payment of the membership's plan at its current price, made at `paidAt`. */
const chargeFor = (m: DueRenewal, paidAt: number) => ({
  storeId: m.storeId,
  membershipId: m.id,
  subscriberId: m.subscriberId,
  planId: m.planId,
  amountCents: m.priceCents,
  feeCents: feeCents(m.priceCents),
  paidAt,
});

export interface BookedPayment {
  id: number;
  amountCents: number;
  feeCents: number;
  paidAt: number;
  renewalAt: number;
}

/**
 * A fan pays their next billing period now (the console's payment): one payment at the plan's
 * current price plus the fan fee, and the renewal moves one period on, to no later than the
 * cancellation. Undefined when there is no such membership.
 */
export function payNext(repos: BillingRepositories, membershipId: number, now: number): BookedPayment | undefined {
  const { billing } = repos;
  return repos.transaction(() => {
    const m = billing.renewalOf(membershipId);
    if (!m) return undefined;
    const payment = chargeFor(m, now);
    const id = billing.addPayment(payment);
    const next = nextBillingAfter(m.subscribedAt, m.months, Math.max(m.renewalAt, now));
    const renewalAt = m.cancelAt !== null ? Math.min(next, m.cancelAt) : next;
    billing.setRenewal(m.id, renewalAt);
    return { id, amountCents: payment.amountCents, feeCents: payment.feeCents, paidAt: now, renewalAt };
  })();
}

export function runBilling(repos: BillingRepositories, now: number, issuer: InvoiceParty): BillingResult {
  const { billing } = repos;
  return repos
    .transaction(() => {
      const result: BillingResult = { charged: 0, chargedCents: 0, issued: 0, invoices: [] };

      // Renewals first, so a month is complete before it is invoiced.
      for (const m of billing.dueRenewals(now)) {
        let at = m.renewalAt;
        while (at <= now && (m.cancelAt === null || at < m.cancelAt)) {
          const payment = chargeFor(m, at);
          billing.addPayment(payment);
          result.charged += 1;
          result.chargedCents += payment.amountCents;
          at = billingPeriodAt(m.subscribedAt, m.months, at).end;
        }
        billing.setRenewal(m.id, m.cancelAt !== null && m.cancelAt <= at ? m.cancelAt : at);
      }

      for (const store of billing.storesToBill()) {
        let sequence = store.lastSequence;
        let month = store.lastMonth ? nextMonth(store.lastMonth) : monthKey(store.firstPaidAt);
        for (; invoiceCalendar(month).closesAt <= now; month = nextMonth(month)) {
          const cal = invoiceCalendar(month);
          const sales = billing.monthSales(store.id, Date.parse(`${cal.periodFrom}T00:00:00Z`), cal.closesAt);
          if (sales.length === 0) continue;
          sequence += 1;
          const invoice = issueInvoice({
            storeId: store.id,
            sequence,
            month,
            billedTo: { name: store.name, address: store.address, phone: store.phone },
            issuer,
            sales,
            issuedAt: now,
          });
          const id = billing.addInvoice(invoice);
          result.issued += 1;
          result.invoices.push({
            id,
            storeId: store.id,
            storeName: store.name,
            number: invoice.number,
            month,
            earnedCents: invoice.earnedCents,
          });
        }
      }
      return result;
    })
    .immediate();
}
