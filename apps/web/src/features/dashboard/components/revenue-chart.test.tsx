import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing';
import { revenueSeries } from '../revenue-series';
import { RevenueChart, revenueScale } from './revenue-chart';

const months = (amounts: number[]) =>
  amounts.map((amount, i) => ({ month: `2026-${String(6 + i).padStart(2, '0')}`, amount }));

describe('revenueScale', () => {
  it('runs from 0 to a round amount at or above the best month, in round steps', () => {
    expect(revenueScale([0, 120.5, 80, 0, 310, 1234.5])).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
    expect(revenueScale([40, 95])).toEqual({ top: 100, ticks: [0, 20, 40, 60, 80, 100] });
  });

  it('steps in whole amounts when the months are small, and has an axis with no revenue at all', () => {
    expect(revenueScale([1, 3, 2])).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(revenueScale([0, 0, 0])).toEqual({ top: 100, ticks: [0, 20, 40, 60, 80, 100] });
  });
});

describe('RevenueChart', () => {
  const series = revenueSeries(months([0, 120.5, 80, 0, 310, 1234.5]), 'en');
  const money = (n: number) => `€${n.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  it('draws a bar per month, its height the month against the axis, and the months and amounts beside them', async () => {
    await renderScreen(<RevenueChart series={series} formatAmount={money} />);
    const bars = screen.getAllByTestId('revenue-bar');
    expect(bars.map((b) => b.style.height)).toEqual([0, 120.5, 80, 0, 310, 1234.5].map((a) => `${(a / 1500) * 100}%`));
    // An empty month keeps a sliver to tap.
    expect(bars[0]!.style.minHeight).toBe('2px');
    expect(screen.getAllByTestId('revenue-month-tick').map((t) => t.textContent)).toEqual([
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
    ]);
    expect(screen.getAllByTestId('revenue-amount-tick').map((t) => t.textContent)).toEqual([
      '€0',
      '€500',
      '€1k',
      '€1.5k',
    ]);
    expect(screen.getByTestId('revenue-chart')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a month in full with its amount on a tap, and hides it when the pointer leaves', async () => {
    await renderScreen(<RevenueChart series={series} formatAmount={money} />);
    expect(screen.queryByTestId('revenue-tooltip')).toBeNull();
    fireEvent.click(screen.getAllByTestId('revenue-month-column')[5]!);
    expect(screen.getByTestId('revenue-tooltip')).toHaveTextContent('November 2026€1,234.50');
    // The last months' tooltip ends at its bar, so it stays inside the card.
    expect(screen.getByTestId('revenue-tooltip').className).toContain('-translate-x-full');
    fireEvent.mouseLeave(screen.getByTestId('revenue-chart'));
    expect(screen.queryByTestId('revenue-tooltip')).toBeNull();
  });
});
