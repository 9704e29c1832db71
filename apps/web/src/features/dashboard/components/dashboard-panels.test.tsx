import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(screen.getByTestId('growth-badge')).toHaveTextContent('0%');
  });

  it('lists name, total / max_use_qty and a capped progress bar', async () => {
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
      '6 / 8',
      '5 / 4',
      '3 / 0',
    ]);
    expect(items.map((li) => within(li).getByRole('progressbar').getAttribute('aria-valuenow'))).toEqual([
      '75',
      '100',
      '0',
    ]);
    expect(screen.getByTestId('voucher-usage-total')).toHaveTextContent('27');
    expect(screen.getByTestId('growth-badge')).toHaveClass('text-red-700');
    // A sum of this month so far, against the same days of last month.
    expect(screen.getByText('vs. 1–24 Oct')).toBeInTheDocument();
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

  it('lists username and loyalty score', async () => {
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
    await renderWithClient(<TopSubscribersCard />);
    const rows = await screen.findAllByTestId('top-subscriber-item');
    expect(rows.map((r) => within(r).getByTestId('top-subscriber-name').textContent)).toEqual(['lena.k', 'tom_b']);
    expect(rows.map((r) => within(r).getByTestId('top-subscriber-score').textContent)).toEqual(['21', '17']);
    expect(screen.getByTestId('growth-badge')).toHaveTextContent('+8%');
    // A count now, against the same moment last month.
    expect(screen.getByText('vs. 24 Oct')).toBeInTheDocument();
  });
});
