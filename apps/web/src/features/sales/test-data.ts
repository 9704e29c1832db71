import type { Balance, Invoice, Payout, SaleRow } from '@mbo/contracts';

/** Answers shaped as the API gives them, for the screens' tests. */
export const balance = (over: Partial<Balance> = {}): Balance => ({
  available: 123.45,
  pending_payout: 20,
  paid_out: 500,
  earned: 643.45,
  currency: 'EUR',
  is_activated: true,
  ...over,
});

export const payout = (over: Partial<Payout> = {}): Payout => ({
  id: 1,
  amount: 99.5,
  currency: 'EUR',
  status: 'paid',
  action: 'withdraw',
  requested_at: '2026-10-05T10:00:00.000Z',
  decided_at: '2026-10-07T10:00:00.000Z',
  ...over,
});

export const paginate = (total: number, page = 1, size = 10) => {
  const pages = Math.ceil(total / size);
  return {
    current_page: page,
    next_page: page < pages ? page + 1 : null,
    per_page: size,
    prev_page: page > 1 ? page - 1 : null,
    total_entries: total,
    total_pages: pages,
  };
};

export const sale = (over: Partial<SaleRow> = {}): SaleRow => ({
  id: 1,
  paid_at: '2026-10-12T09:30:00.000Z',
  username: 'lena.k',
  plan_name: 'Coffee Lover',
  gross: 21.89,
  fee: 1.99,
  net: 19.9,
  currency: 'EUR',
  ...over,
});

export const invoice = (over: Partial<Invoice> = {}): Invoice => ({
  id: 7,
  invoice_number: 'INV-0001-0012',
  subject: 'Subscription sales October 2026',
  invoice_date: '2026-11-01',
  due_date: '2026-11-15',
  currency: 'EUR',
  total: 59.7,
  month: '2026-10',
  period: { from: '2026-10-01', to: '2026-10-31' },
  issuer: { name: 'Fanclub Marketplace GmbH', address: 'Chausseestraße 86, 10115 Berlin, Germany' },
  billed_to: { name: 'Café Morgenrot', address: 'Kastanienallee 24, 10435 Berlin', phone: '+49.15112345678' },
  items: [
    {
      description: 'Coffee Lover, monthly plan',
      quantity: 3,
      unit_price: 21.89,
      amount: 65.67,
      kind: 'plan',
      plan_id: 3,
      plan_name: 'Coffee Lover',
      billing_months: 1,
      price: 19.9,
      fee: 1.99,
    },
  ],
  tendered: 65.67,
  earned: 59.7,
  amount: 59.7,
  subtotal: 65.67,
  transaction_fee: 5.97,
  ...over,
});
