import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { renderWithClient, stubEndpoint } from '@/testing';

/** The chart's module (and recharts with it) arrives only when a test lets it. */
const chartModule = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock(import('./revenue-chart'), async (importOriginal) => {
  await chartModule.arrived;
  return importOriginal();
});

afterEach(() => vi.unstubAllGlobals());

/**
 * The card, imported in the test: were the chart a static import of the card, the import would
 * wait for the held chart and the test would time out rather than the whole file hang.
 */
const renderCard = async () => {
  const { RevenueCard } = await import('./revenue-card');
  return renderWithClient(<RevenueCard />);
};

const report = {
  revenue_total: 18_543.2,
  revenue_growth: 12,
  currency: 'EUR' as const,
  compared_to: { from: '2026-11-01', to: '2026-11-24' },
  last_6_month: [
    { month: '2026-11', amount: 8123.45 },
    { month: '2026-06', amount: 0 },
    { month: '2026-07', amount: 1200 },
    { month: '2026-08', amount: 2500.5 },
    { month: '2026-09', amount: 3100 },
    { month: '2026-10', amount: 3619.25 },
  ],
  recent: [],
};

/** Intl puts a non-breaking space before "€"; compare with plain spaces. */
const plain = (s: string | null) => (s ?? '').replace(/\s/g, ' ');

describe('RevenueCard', () => {
  it("shows its figures and the months' table while the chart's code still loads, then the chart in its place", async () => {
    stubEndpoint('summaryRevenue', { data: report });
    await renderCard();
    expect(await screen.findByTestId('revenue-total')).toHaveTextContent('€18,543.20');
    expect(screen.getByTestId('growth-badge')).toHaveTextContent('+12%');
    expect(screen.getAllByRole('row')).toHaveLength(7);
    // The chart's place holds a placeholder of its height.
    const loading = screen.getByTestId('revenue-chart-loading');
    expect(loading.parentElement).toHaveClass('h-44');
    expect(screen.queryByTestId('revenue-chart')).toBeNull();

    chartModule.release();
    const chart = await screen.findByTestId('revenue-chart');
    expect(chart.parentElement).toHaveClass('h-44');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('revenue-chart-loading')).toBeNull();
  });

  it('reads the six months out in a table, oldest first, each month in full with its amount', async () => {
    stubEndpoint('summaryRevenue', { data: report });
    await renderCard();
    await act(() => i18n.changeLanguage('de'));
    const table = await screen.findByRole('table', { name: 'Dein Verdienst in jedem der letzten 6 Monate' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => plain(row.textContent));
    expect(rows).toEqual([
      'Juni 20260,00 €',
      'Juli 20261.200,00 €',
      'August 20262.500,50 €',
      'September 20263.100,00 €',
      'Oktober 20263.619,25 €',
      'November 20268.123,45 €',
    ]);
    expect(plain(screen.getByTestId('revenue-total').textContent)).toBe('18.543,20 €');
  });
});
