import { describe, expect, it } from 'vitest';
import { comparedPeriod, reportWindow, revenueSeries, withCapacity } from './reports';

const t = (s: string) => Date.parse(s);

describe('reportWindow', () => {
  it('spans the current month, last month and the six months of the chart, in UTC', () => {
    const w = reportWindow(t('2026-02-10T12:00:00Z'));
    expect(w.currentStart).toBe(t('2026-02-01T00:00:00Z'));
    expect(w.previousStart).toBe(t('2026-01-01T00:00:00Z'));
    expect(w.previousNow).toBe(t('2026-01-10T12:00:00Z'));
    expect(w.seriesStart).toBe(t('2025-09-01T00:00:00Z'));
  });

  it('compares with the same days of last month, clamped to its length', () => {
    expect(comparedPeriod(reportWindow(t('2026-11-24T09:00:00Z')))).toEqual({ from: '2026-10-01', to: '2026-10-24' });
    expect(comparedPeriod(reportWindow(t('2026-03-31T09:00:00Z')))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(comparedPeriod(reportWindow(t('2026-01-01T00:00:00Z')))).toEqual({ from: '2025-12-01', to: '2025-12-01' });
  });
});

describe('revenueSeries', () => {
  const now = t('2026-02-10T12:00:00Z');

  it('always has six months, oldest first, missing months 0, amounts in euros', () => {
    const s = revenueSeries(now, [
      { month: '2025-10', cents: 1990 },
      { month: '2026-02', cents: 3000 },
    ]);
    expect(s.last6Month).toEqual([
      { month: '2025-09', amount: 0 },
      { month: '2025-10', amount: 19.9 },
      { month: '2025-11', amount: 0 },
      { month: '2025-12', amount: 0 },
      { month: '2026-01', amount: 0 },
      { month: '2026-02', amount: 30 },
    ]);
    expect(s.totalCents).toBe(4990);
    expect(s.currentCents).toBe(3000);
  });

  it('ignores months outside the window', () => {
    const s = revenueSeries(now, [{ month: '2025-08', cents: 999 }]);
    expect(s.totalCents).toBe(0);
    expect(s.last6Month.every((m) => m.amount === 0)).toBe(true);
  });
});

describe('withCapacity', () => {
  it('attaches each voucher its capacity, 0 when nobody holds it', () => {
    const items = [
      { id: 1, name: 'Coffee', total: 3 },
      { id: 2, name: 'Cake', total: 1 },
    ];
    expect(withCapacity(items, new Map([[1, 8]]))).toEqual([
      { id: 1, name: 'Coffee', total: 3, max_use_qty: 8 },
      { id: 2, name: 'Cake', total: 1, max_use_qty: 0 },
    ]);
  });
});
