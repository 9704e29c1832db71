import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import vouchersArt from '@/components/art/vouchers.svg';
import { renderScreen, renderWithClient, stubEndpoint } from '@/testing';
import { TopSubscribersCard } from './top-subscribers-card';
import { VoucherUsageCard } from './voucher-usage-card';

afterEach(() => vi.unstubAllGlobals());

// 24 November: the same days of October.
const compared_to = { from: '2026-10-01', to: '2026-10-24' };

describe('most-used vouchers', () => {
  it('shows a skeleton first, then the empty illustration and "No vouchers" when there are no items', async () => {
    stubEndpoint('summaryVoucher', { data: { voucher_total: 0, voucher_growth: 0, items: [], compared_to } });
    await renderWithClient(<VoucherUsageCard />);
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(await screen.findByText('No vouchers')).toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Its picture is its own, not the not-found page's.
    expect(screen.getByTestId('empty-state').querySelector('img')!.getAttribute('src')).toBe(vouchersArt);
  });

  it('lists name, "total of max_use_qty used" and a capped progress bar, under what the list ranks', async () => {
    stubEndpoint('summaryVoucher', {
      data: {
        voucher_total: 27,
        voucher_growth: -12,
        compared_to,
        items: [
          { id: 1, name: 'Free coffee', total: 6, max_use_qty: 8 },
          { id: 2, name: 'Croissant', total: 5, max_use_qty: 4 },
          { id: 3, name: 'Unlimited tea', total: 3, max_use_qty: 0 },
        ],
      },
    });
    await renderScreen(<VoucherUsageCard />);
    const items = await screen.findAllByTestId('voucher-usage-item');
    // Each name opens its voucher.
    expect(items.map((li) => within(li).getByRole('link', { name: /./ }).getAttribute('href'))).toEqual([
      '/vouchers/1',
      '/vouchers/2',
      '/vouchers/3',
    ]);
    expect(items.map((li) => within(li).getByTestId('voucher-usage-ratio').textContent)).toEqual([
      '6 of 8 used',
      '5 of 4 used',
      '3 of 0 used',
    ]);
    expect(items.map((li) => within(li).getByRole('progressbar').getAttribute('aria-valuenow'))).toEqual([
      '75',
      '100',
      '0',
    ]);
    // The count and its growth are the overview's: the panel does not repeat them.
    expect(screen.queryByText('27')).toBeNull();
    expect(screen.queryByTestId('growth-badge')).toBeNull();
    expect(screen.getByTestId('voucher-usage-card-caption')).toHaveTextContent(
      'Redeemed this month, against what the plans allow',
    );
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });
});

describe('top subscribers', () => {
  it('shows the empty illustration and "No subscribers" when there are no items', async () => {
    stubEndpoint('summarySubscriber', { data: { subscriber_total: 0, subscriber_growth: 0, items: [], compared_to } });
    await renderWithClient(<TopSubscribersCard />);
    expect(await screen.findByText('No subscribers')).toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('lists username and loyalty score, each row opening the subscriber', async () => {
    stubEndpoint('summarySubscriber', {
      data: {
        subscriber_total: 14,
        subscriber_growth: 8,
        compared_to,
        items: [
          { id: 4, name: 'lena.k', total: 21 },
          { id: 9, name: 'tom_b', total: 17 },
        ],
      },
    });
    await renderScreen(<TopSubscribersCard />);
    const rows = await screen.findAllByTestId('top-subscriber-item');
    expect(rows.map((r) => within(r).getByTestId('top-subscriber-name').textContent)).toEqual(['lena.k', 'tom_b']);
    expect(rows.map((r) => within(r).getByTestId('top-subscriber-score').textContent)).toEqual(['21', '17']);
    expect(rows.map((r) => within(r).getByRole('link').getAttribute('href'))).toEqual([
      '/subscription-plans/consumers/4',
      '/subscription-plans/consumers/9',
    ]);
    // The score is named as the subscriber's own page names it, and the card says what it counts.
    expect(screen.getAllByText('Vouchers redeemed').length).toBeGreaterThan(0);
    expect(screen.getByTestId('top-subscribers-card-caption')).toHaveTextContent(
      'Ranked by loyalty score: the vouchers each has redeemed, ever',
    );
    expect(screen.queryByTestId('growth-badge')).toBeNull();
  });
});
