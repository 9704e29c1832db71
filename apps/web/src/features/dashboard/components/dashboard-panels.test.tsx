import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { TopSubscribersCard } from './top-subscribers-card';
import { VoucherUsageCard } from './voucher-usage-card';

/** Answers each summary path with the given body, as the API would (the network is stubbed, not the logic). */
function stubApi(bodies: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url).pathname;
      const body = bodies[path];
      return body
        ? new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 404 });
    }),
  );
}

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

beforeEach(() => void i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('most-used vouchers', () => {
  it('shows a skeleton first, then the empty illustration and "No vouchers" when there are no items', async () => {
    stubApi({ '/api/store/summary/voucher': { voucher_total: 0, voucher_growth: 0, items: [] } });
    wrap(<VoucherUsageCard />);
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(await screen.findByText('No vouchers')).toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('growth-badge')).toHaveTextContent('0%');
  });

  it('lists name, total / max_use_qty and a capped progress bar', async () => {
    stubApi({
      '/api/store/summary/voucher': {
        voucher_total: 27,
        voucher_growth: -12,
        items: [
          { id: 1, name: 'Free coffee', total: 6, max_use_qty: 8 },
          { id: 2, name: 'Croissant', total: 5, max_use_qty: 4 },
          { id: 3, name: 'Unlimited tea', total: 3, max_use_qty: 0 },
        ],
      },
    });
    wrap(<VoucherUsageCard />);
    const items = await screen.findAllByTestId('voucher-usage-item');
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
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });
});

describe('top subscribers', () => {
  it('shows the empty illustration and "No subscribers" when there are no items', async () => {
    stubApi({ '/api/store/summary/subscriber': { subscriber_total: 0, subscriber_growth: 0, items: [] } });
    wrap(<TopSubscribersCard />);
    expect(await screen.findByText('No subscribers')).toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('lists username and loyalty score', async () => {
    stubApi({
      '/api/store/summary/subscriber': {
        subscriber_total: 14,
        subscriber_growth: 8,
        items: [
          { id: 4, name: 'lena.k', total: 21 },
          { id: 9, name: 'tom_b', total: 17 },
        ],
      },
    });
    wrap(<TopSubscribersCard />);
    const rows = await screen.findAllByTestId('top-subscriber-item');
    expect(rows.map((r) => within(r).getByTestId('top-subscriber-name').textContent)).toEqual(['lena.k', 'tom_b']);
    expect(rows.map((r) => within(r).getByTestId('top-subscriber-score').textContent)).toEqual(['21', '17']);
    expect(screen.getByTestId('growth-badge')).toHaveTextContent('+8%');
  });
});
