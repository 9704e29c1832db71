import type { SubscriberDetail } from '@mbo/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing';
import { SubscriberDetailView } from './subscriber-detail';

const subscriber: SubscriberDetail = {
  id: 9,
  username: 'lena.k',
  phone: '+49.17012345678',
  voucher_count: 2,
  paid_at: '2026-11-10T10:00:00.000Z',
  plan: { id: 4, name: 'Cake Club' },
  active: true,
  address: null,
  subscribed_at: '2026-10-10T10:00:00.000Z',
  renewal_at: '2026-12-10T10:00:00.000Z',
  cancel_at: null,
  total_paid: 87.56,
  redeemed_count: 5,
  memberships: [
    {
      id: 2,
      plan: { id: 4, name: 'Cake Club' },
      status: 'active',
      subscribed_at: '2026-10-10T10:00:00.000Z',
      ends_at: null,
      renewal_at: '2026-12-10T10:00:00.000Z',
      payment_count: 2,
      paid: 21.9,
    },
    {
      id: 1,
      plan: { id: 3, name: 'Coffee Lover' },
      status: 'cancelled',
      subscribed_at: '2026-08-05T10:00:00.000Z',
      ends_at: '2026-12-05T10:00:00.000Z',
      renewal_at: null,
      payment_count: 3,
      paid: 65.66,
    },
  ],
};

describe('subscriber detail', () => {
  it('lists every plan the fan holds, each with status, dates, payments and its vouchers, and totals them', async () => {
    await renderScreen(<SubscriberDetailView subscriber={subscriber} />);
    const plans = screen.getAllByTestId('subscriber-membership');
    expect(plans.map((p) => within(p).getByTestId('membership-plan').textContent)).toEqual([
      'Cake Club',
      'Coffee Lover',
    ]);
    expect(within(plans[0]!).getByTestId('membership-status')).toHaveTextContent('Active');
    expect(within(plans[0]!).getByTestId('membership-dates')).toHaveTextContent(
      'Since 10 Oct 2026 · renews on 10 Dec 2026',
    );
    expect(within(plans[1]!).getByTestId('membership-status')).toHaveTextContent('Cancelled');
    expect(within(plans[1]!).getByTestId('membership-dates')).toHaveTextContent('cancelled, held until 5 Dec 2026');
    expect(within(plans[1]!).getByTestId('membership-paid')).toHaveTextContent('Paid €65.66 in 3 payments');
    expect(within(plans[1]!).getByRole('link', { name: 'Vouchers of this plan' })).toHaveAttribute(
      'href',
      '/subscription-plans/consumers/9/vouchers?plan=3',
    );
    // 21.90 + 65.66: the total is what is listed.
    expect(screen.getByTestId('subscriber-total-paid')).toHaveTextContent('€87.56');
    expect(screen.getByTestId('subscriber-status')).toHaveTextContent('Active');
  });
});
