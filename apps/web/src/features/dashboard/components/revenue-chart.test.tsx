import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '@/testing';
import { revenueSeries } from '../revenue-series';
import RevenueChart from './revenue-chart';

// jsdom lays nothing out, so recharts draws no bars here (the browser tests look at the drawing):
// what is tested is the chart's frame, which keeps it away from screen readers and focus.
describe('RevenueChart', () => {
  const series = revenueSeries(
    [0, 120.5, 80, 0, 310, 1234.5].map((amount, i) => ({ month: `2026-0${4 + i}`, amount })),
    'en',
  );

  it('is hidden from screen readers, who read the table beside it', async () => {
    await renderWithClient(<RevenueChart series={series} formatAmount={String} />);
    expect(screen.getByTestId('revenue-chart')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the focus where it is when pressed: a tap shows a tooltip, it does not focus the chart', async () => {
    await renderWithClient(<RevenueChart series={series} formatAmount={String} />);
    const chart = screen.getByTestId('revenue-chart');
    // fireEvent returns false when the press's default (moving the focus) was prevented.
    expect(fireEvent.mouseDown(chart)).toBe(false);
    expect(fireEvent.mouseDown(chart.firstElementChild!)).toBe(false);
  });
});
