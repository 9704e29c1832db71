import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubEndpoints } from '@/testing';
import { balance, paginate, payout } from '../test-data';
import { Component as MySalesPage } from './my-sales-page';

afterEach(() => vi.unstubAllGlobals());

const emptyList = { data: [], paginate: paginate(0) };
const render = (url = '/settings/my-sales') => renderScreen(<MySalesPage />, { path: '/settings/my-sales', url });

describe('my sales', () => {
  it('shows skeletons, then the balance in the locale, the history with status badges, and empty invoices', async () => {
    stubEndpoints()
      .on('balance', { data: balance() })
      .on('payouts', {
        data: [payout({ id: 2, status: 'pending', decided_at: null }), payout()],
        paginate: paginate(2),
      })
      .on('invoices', emptyList);
    await render();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    // The activation card's place is kept while the balance loads, so the page below stays put.
    expect(screen.getByTestId('activation-card-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('balance-available')).toHaveTextContent('€123.45');
    expect(screen.queryByTestId('activation-card-loading')).not.toBeInTheDocument();
    expect(screen.getByTestId('balance-pending')).toHaveTextContent('€20.00');
    expect(screen.getByTestId('balance-paid')).toHaveTextContent('€500.00');
    expect(screen.getByTestId('balance-sum')).toHaveTextContent(
      '€643.45 earned − €500.00 paid out − €20.00 on its way',
    );
    const rows = await screen.findAllByTestId('payout-row');
    expect(rows.map((r) => within(r).getByTestId('status-badge').textContent)).toEqual(['Pending', 'Paid']);
    expect(rows[0]).toHaveTextContent('5 Oct 2026');
    expect(rows[0]).toHaveTextContent('€99.50');
    expect(rows[0]).toHaveTextContent('Withdrawal');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByTestId('reports-link')).toHaveAttribute('href', '/settings/my-sales/reports');
  });

  it('says "No payout history" when there is none', async () => {
    stubEndpoints().on('balance', { data: balance() }).on('payouts', emptyList).on('invoices', emptyList);
    await render();
    expect(await screen.findByText('No payout history')).toBeInTheDocument();
  });

  it('before activation: explains why, links to the activation, and cannot withdraw', async () => {
    stubEndpoints()
      .on('balance', { data: balance({ is_activated: false }) })
      .on('payouts', emptyList)
      .on('invoices', emptyList);
    await render();
    const card = await screen.findByTestId('activation-card');
    expect(card).toHaveTextContent('Not activated');
    expect(within(card).getByRole('link', { name: 'Activate payouts' })).toHaveAttribute(
      'href',
      '/settings/my-sales/activate',
    );
    expect(await screen.findByTestId('withdraw-button')).toBeDisabled();
    expect(screen.getByText('Activate payouts first to withdraw your balance.')).toBeInTheDocument();
  });

  it('after the onboarding returns: activated, with the provider dashboard', async () => {
    stubEndpoints().on('balance', { data: balance() }).on('payouts', emptyList).on('invoices', emptyList);
    await render('/settings/my-sales?activated=1');
    expect(await screen.findByTestId('just-activated')).toHaveTextContent('now activated');
    expect(screen.getByRole('button', { name: 'Open payment-provider dashboard' })).toBeInTheDocument();
  });

  it('withdraw confirms the amount and the payout time, then shows the request', async () => {
    const api = stubEndpoints()
      .on('balance', { data: balance() })
      .on('payouts', emptyList)
      .on('invoices', emptyList)
      .on('withdraw', { data: payout({ id: 9, amount: 123.45, status: 'pending', decided_at: null }) });
    await render();
    await userEvent.click(await screen.findByTestId('withdraw-button'));
    const dialog = await screen.findByTestId('withdraw-dialog');
    expect(dialog).toHaveTextContent('Withdraw €123.45?');
    expect(dialog).toHaveTextContent('at least 7 business days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('withdraw-requested')).toHaveTextContent('Payout of €123.45 requested');
    expect(screen.queryByTestId('withdraw-dialog')).toBeNull();
    expect(api.calls('withdraw')).toHaveLength(1);
    // Balance and history are read again.
    expect(api.calls('balance').length).toBeGreaterThan(1);
  });

  it("a refusal shows the server's message", async () => {
    stubEndpoints()
      .on('balance', { data: balance() })
      .on('payouts', emptyList)
      .on('invoices', emptyList)
      .on('withdraw', {
        status: 409,
        body: { status: 409, user_message: 'There is no balance to withdraw', errors: {} },
      });
    await render();
    await userEvent.click(await screen.findByTestId('withdraw-button'));
    await userEvent.click(
      within(await screen.findByTestId('withdraw-dialog')).getByRole('button', { name: 'Withdraw' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no balance to withdraw');
  });
});
