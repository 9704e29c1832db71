import type { Plan } from '@mbo/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing';
import { PlanCard } from './plan-card';

const voucher = (id: number, name: string, additional = false) => ({
  id,
  voucher_id: id,
  voucher: { id, name, status: 'published' as const, voucher_type: { code: 'GDS' as const, label: 'Goodies' } },
  additional_voucher: additional,
  max_use_qty: 4,
  qty: 4,
});

const plan: Plan = {
  id: 7,
  name: 'Coffee Lover',
  price: 49.9,
  fee: 4.99,
  final_price: 54.89,
  currency: 'EUR',
  billing_period: { id: 2, label: 'Annually', months: 12 },
  subscription_vouchers: [
    ...['Cappuccino', 'Latte', 'Cake', 'Croissant', 'Tea', 'Muffin', 'Bagel'].map((n, i) => voucher(i + 1, n)),
    voucher(20, 'Beans -10 %', true),
  ],
  how_to_use: [],
  perks_and_benefits: [],
  terms_and_conditions: '',
  subscriber_count: 3,
  created_at: '2026-11-01T09:00:00.000Z',
};

const names = (testId: string) =>
  within(screen.getByTestId(testId))
    .queryAllByTestId('voucher-name')
    .map((li) => li.textContent);

describe('PlanCard', () => {
  it('shows what fans pay per billing period, and opens the plan from its name', async () => {
    const { router } = await renderScreen(<PlanCard plan={plan} />);
    expect(screen.getByTestId('plan-card-price')).toHaveTextContent('€54.89/ year');
    await userEvent.click(screen.getByRole('link', { name: 'Coffee Lover' }));
    expect(router.state.location.pathname).toBe('/subscription-plans/plans/7');
  });

  it('splits guaranteed perks from additional benefits and shows five names, then more or less', async () => {
    const { router } = await renderScreen(<PlanCard plan={plan} />);
    expect(names('plan-card-perks')).toEqual(['Cappuccino', 'Latte', 'Cake', 'Croissant', 'Tea']);
    expect(names('plan-card-benefits')).toEqual(['Beans -10 %']);

    const more = screen.getByRole('button', { name: 'Show more (2)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(names('plan-card-perks')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(names('plan-card-perks')).toHaveLength(5);
    // Toggling never opens the plan.
    expect(router.state.location.pathname).toBe('/');
  });

  it('has no toggle for five names or fewer, and says when a list is empty', async () => {
    await renderScreen(<PlanCard plan={{ ...plan, subscription_vouchers: plan.subscription_vouchers.slice(0, 5) }} />);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(within(screen.getByTestId('plan-card-benefits')).getByText('None')).toBeInTheDocument();
  });
});
