import type { SetupGuide } from '@mbo/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubEndpoints } from '@/testing';
import { Component as DashboardPage } from '../routes/dashboard-page';
import { SetupGuideCard } from './setup-guide-card';

afterEach(() => vi.unstubAllGlobals());

const guide = (over: Partial<SetupGuide> = {}): SetupGuide => ({
  steps: [
    { step: 'profile', done: false, record_id: null },
    { step: 'voucher', done: true, record_id: 27 },
    { step: 'plan', done: true, record_id: 5 },
    { step: 'payouts', done: false, record_id: null },
    { step: 'share', done: false, record_id: null },
  ],
  done_count: 2,
  total: 5,
  earning: false,
  dismissed: false,
  show: true,
  ...over,
});

describe('the setup guide', () => {
  it('reads "2 of 5" and links each step to its screen, or to what it made once done', async () => {
    stubEndpoints();
    await renderScreen(<SetupGuideCard guide={guide()} />);
    expect(screen.getByTestId('setup-guide-progress')).toHaveTextContent('2 of 5');
    const links = screen.getAllByTestId('setup-step-link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/settings/account-information/edit',
      '/vouchers/27',
      '/subscription-plans/plans/5',
      '/settings/my-sales/activate',
      '/settings/store-qr',
    ]);
    // Done or not is said in words, not only by the tick.
    expect(links[1]).toHaveAccessibleName(/Create your first voucher\s*– done/);
    expect(links[0]).toHaveAccessibleName(/Complete your profile\s*– to do/);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('hides itself for the store through the API', async () => {
    const api = stubEndpoints().on('updateSetupGuide', { data: guide({ dismissed: true, show: false }) });
    await renderScreen(<SetupGuideCard guide={guide()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the guide' }));
    await waitFor(() => expect(api.calls('updateSetupGuide')).toHaveLength(1));
    expect(api.calls('updateSetupGuide')[0]!.body).toEqual({ dismissed: true });
  });
});

describe('the dashboard with a guide', () => {
  const reports = (api: ReturnType<typeof stubEndpoints>) =>
    api
      .on('summaryOverview', {
        data: {
          subscriber_total: 0,
          subscriber_growth: 0,
          voucher_total: 0,
          voucher_growth: 0,
          compared_to: { from: '2026-10-01', to: '2026-10-24' },
        },
      })
      .on('summaryRevenue', {
        data: {
          revenue_total: 0,
          revenue_growth: 0,
          currency: 'EUR',
          last_6_month: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month) => ({
            month,
            amount: 0,
          })),
          recent: [],
          compared_to: { from: '2026-10-01', to: '2026-10-24' },
        },
      })
      .on('summaryVoucher', {
        data: { voucher_total: 0, voucher_growth: 0, items: [], compared_to: { from: '2026-10-01', to: '2026-10-24' } },
      })
      .on('summarySubscriber', {
        data: {
          subscriber_total: 0,
          subscriber_growth: 0,
          items: [],
          compared_to: { from: '2026-10-01', to: '2026-10-24' },
        },
      });

  it('shows the guide in place of the figures while it is to be shown', async () => {
    reports(stubEndpoints().on('setupGuide', { data: guide() }));
    await renderScreen(<DashboardPage />);
    expect(await screen.findByTestId('setup-guide')).toBeInTheDocument();
    expect(screen.queryByTestId('overview-vouchers')).toBeNull();
  });

  it('shows the figures, with no "0 %" and no empty chart, once the guide is hidden', async () => {
    reports(stubEndpoints().on('setupGuide', { data: guide({ dismissed: true, show: false }) }));
    await renderScreen(<DashboardPage />);
    expect(await screen.findByTestId('overview-vouchers-total')).toHaveTextContent('0');
    const revenue = screen.getByTestId('revenue-card');
    expect(await within(revenue).findByText('No revenue yet')).toBeInTheDocument();
    expect(screen.queryByTestId('growth-badge')).toBeNull();
    expect(screen.queryByTestId('setup-guide')).toBeNull();
  });

  it('shows the figures when the guide cannot be read: it is a help, not a gate', async () => {
    reports(stubEndpoints().on('setupGuide', { status: 500, body: { status: 500, user_message: 'Down', errors: {} } }));
    await renderScreen(<DashboardPage />);
    expect(await screen.findByTestId('overview-vouchers-total')).toBeInTheDocument();
  });
});
