import type { ConsumerVoucher, SubscriberDetail } from '@mbo/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubEndpoints } from '@/testing';
import { Component as SubscriberVouchersPage } from './subscriber-vouchers-page';

afterEach(() => vi.unstubAllGlobals());

const membership = (id: number, plan: { id: number; name: string }) => ({
  id,
  plan,
  status: 'active' as const,
  subscribed_at: '2026-10-10T10:00:00.000Z',
  ends_at: null,
  renewal_at: '2026-12-10T10:00:00.000Z',
  payment_count: 1,
  paid: 10.95,
});

const CAKE = { id: 4, name: 'Cake Club' };
const COFFEE = { id: 3, name: 'Coffee Lover' };
const subscriber: SubscriberDetail = {
  id: 9,
  username: 'lena.k',
  phone: '+49.17012345678',
  voucher_count: 2,
  paid_at: '2026-11-10T10:00:00.000Z',
  plan: CAKE,
  active: true,
  address: null,
  subscribed_at: '2026-10-10T10:00:00.000Z',
  renewal_at: '2026-12-10T10:00:00.000Z',
  cancel_at: null,
  total_paid: 21.9,
  redeemed_count: 0,
  memberships: [membership(2, CAKE), membership(1, COFFEE)],
};

const held = (id: number, name: string): ConsumerVoucher => ({
  id,
  name,
  status: 'published',
  voucher_type: { code: 'GDS', label: 'Goodies' },
  additional_voucher: false,
  max_use_qty: 4,
  used_qty: 1,
  last_used_at: null,
});
const page = (rows: ConsumerVoucher[]) => ({
  data: rows,
  paginate: {
    current_page: 1,
    next_page: null,
    per_page: 10,
    prev_page: null,
    total_entries: rows.length,
    total_pages: 1,
  },
});

/** The API's answers: the latest plan's vouchers without `plan_id`, Coffee Lover's with 3, 404 for a plan never held. */
function stubApi() {
  return stubEndpoints()
    .on('getSubscriber', { data: subscriber })
    .on('subscriberVouchers', (url) => {
      const plan = url.searchParams.get('plan_id');
      if (plan === null) return page([held(11, 'Cheesecake')]);
      if (plan === '3') return page([held(21, 'Espresso')]);
      return { status: 404, body: { status: 404, user_message: 'Plan not found', errors: {} } };
    });
}

const render = (search = '') =>
  renderScreen(<SubscriberVouchersPage />, {
    path: '/subscription-plans/consumers/:id/vouchers',
    url: `/subscription-plans/consumers/9/vouchers${search}`,
  });

const listed = async () =>
  within(await screen.findByTestId('subscriber-vouchers'))
    .getAllByTestId('subscriber-voucher')
    .map((v) => within(v).getByRole('link').textContent);

describe('a subscriber’s vouchers', () => {
  it('are those of their latest plan when the address names none', async () => {
    stubApi();
    await render();
    expect(await listed()).toEqual(['Cheesecake']);
    expect(screen.getByTestId('subscriber-vouchers-plan')).toHaveTextContent('Cake Club');
  });

  it('are those of the plan the address names', async () => {
    stubApi();
    await render('?plan=3');
    expect(await listed()).toEqual(['Espresso']);
    expect(screen.getByTestId('subscriber-vouchers-plan')).toHaveTextContent('Coffee Lover');
  });

  it('fall back to their latest plan when the address names one they never held', async () => {
    stubApi();
    await render('?plan=77');
    expect(await listed()).toEqual(['Cheesecake']);
    expect(screen.getByTestId('subscriber-vouchers-plan')).toHaveTextContent('Cake Club');
    expect(screen.queryByTestId('query-error')).toBeNull();
  });
});
