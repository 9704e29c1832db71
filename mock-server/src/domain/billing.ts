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
  type InvoiceParty,
} from '@mbo/contracts';
import type { BillingRepository } from '../repo/billing';
import type { Transactional } from '../repo/transaction';

export interface BillingResult {
  /** Payments of renewals made. */
  charged: number;
  /** Invoices issued. */
  issued: number;
}

export interface BillingRepositories {
  billing: BillingRepository;
  transaction: Transactional;
}

/** The month after `month` (YYYY-MM). */
const nextMonth = (month: string) => monthKey(monthStart(Date.parse(`${month}-01T00:00:00Z`), 1));

export function runBilling(repos: BillingRepositories, now: number, issuer: InvoiceParty): BillingResult {
  const { billing } = repos;
  return repos
    .transaction(() => {
      const result: BillingResult = { charged: 0, issued: 0 };

      // Renewals first, so a month is complete before it is invoiced.
      for (const m of billing.dueRenewals(now)) {
        let at = m.renewalAt;
        while (at <= now && (m.cancelAt === null || at < m.cancelAt)) {
          billing.addPayment({
            storeId: m.storeId,
            membershipId: m.id,
            subscriberId: m.subscriberId,
            planId: m.planId,
            amountCents: m.priceCents,
            feeCents: feeCents(m.priceCents),
            paidAt: at,
          });
          result.charged += 1;
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
          billing.addInvoice(
            issueInvoice({
              storeId: store.id,
              sequence,
              month,
              billedTo: { name: store.name, address: store.address, phone: store.phone },
              issuer,
              sales,
              issuedAt: now,
            }),
          );
          result.issued += 1;
        }
      }
      return result;
    })
    .immediate();
}
