import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeCents } from './fee';
import {
  groupPlanSales,
  invoiceCalendar,
  invoiceFigures,
  invoiceNumber,
  issueInvoice,
  paymentSplit,
  sumSplits,
} from './ledger';

/** Payments of a few plans, at prices that may change between payments. */
const payments = fc.array(
  fc.record({
    planId: fc.integer({ min: 1, max: 4 }),
    priceCents: fc.integer({ min: 50, max: 1_000_000 }),
    billingMonths: fc.constantFrom(1, 12),
  }),
  { maxLength: 60 },
);

const asPayments = (list: { planId: number; priceCents: number; billingMonths: number }[]) =>
  list.map((p) => ({ ...p, planName: `Plan ${p.planId}`, feeCents: feeCents(p.priceCents) }));

describe('a payment', () => {
  it('splits into gross, fee and net with net = gross − fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (price) => {
        const s = paymentSplit({ priceCents: price, feeCents: feeCents(price) });
        expect(s.net).toBe(s.gross - s.fee);
        expect(s.net).toBe(price);
      }),
    );
  });
});

describe('an invoice', () => {
  it('adds up: lines are quantity × unit price, they sum to the subtotal, subtotal − fee = total', () => {
    fc.assert(
      fc.property(payments, (list) => {
        const paid = asPayments(list);
        const f = invoiceFigures(groupPlanSales(paid));
        for (const l of f.lines) {
          expect(l.amount_cents).toBe(l.quantity * l.unit_price_cents);
          expect(l.unit_price_cents).toBe(l.price_cents + l.fee_cents);
        }
        expect(f.lines.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(f.subtotalCents);
        expect(f.subtotalCents - f.feeCents).toBe(f.totalCents);
        const sums = sumSplits(paid.map(paymentSplit));
        expect(f.lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(sums.count);
        expect([f.subtotalCents, f.feeCents, f.totalCents]).toEqual([sums.gross, sums.fee, sums.net]);
      }),
    );
  });

  it('is written with its number, dates, parties and figures', () => {
    const sales = groupPlanSales(asPayments([{ planId: 3, priceCents: 1990, billingMonths: 1 }]));
    const invoice = issueInvoice({
      storeId: 7,
      sequence: 12,
      month: '2026-10',
      billedTo: { name: 'Café', address: 'Street 1', phone: '+49.1511' },
      issuer: { name: 'Platform', address: 'Berlin' },
      sales,
      issuedAt: 1,
    });
    expect(invoice).toMatchObject({
      number: 'INV-0007-0012',
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      invoiceDate: '2026-11-01',
      dueDate: '2026-11-15',
      subject: 'Subscription sales October 2026',
      tenderedCents: 2189,
      feeCents: 199,
      earnedCents: 1990,
    });
  });

  it('numbers are unique per store and sequence', () => {
    expect(invoiceNumber(1, 2)).not.toBe(invoiceNumber(12, 1));
    expect(invoiceCalendar('2026-12')).toMatchObject({ periodTo: '2026-12-31', invoiceDate: '2027-01-01' });
    expect(invoiceCalendar('2028-02').periodTo).toBe('2028-02-29');
  });
});
