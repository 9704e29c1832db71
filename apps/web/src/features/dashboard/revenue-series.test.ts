import { describe, expect, it } from 'vitest';
import { axisMoney, revenueSeries } from './revenue-series';

/** Report months from `[month, amount]` pairs, in the order given. */
const monthsOf = (pairs: [string, number][]) => pairs.map(([month, amount]) => ({ month, amount }));

const months = monthsOf([
  ['2026-06', 0],
  ['2026-07', 120.5],
  ['2026-08', 80],
  ['2026-09', 0],
  ['2026-10', 310],
  ['2026-11', 1234.5],
]);

describe('revenueSeries', () => {
  it('labels the six months in English, short on the axis and full in the tooltip', () => {
    const series = revenueSeries(months, 'en');
    expect(series).toHaveLength(6);
    expect(series.map((p) => p.label)).toEqual(['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov']);
    expect(series.map((p) => p.fullLabel)).toEqual([
      'June 2026',
      'July 2026',
      'August 2026',
      'September 2026',
      'October 2026',
      'November 2026',
    ]);
  });

  it('labels them in German', () => {
    const series = revenueSeries(months, 'de');
    expect(series.map((p) => p.label)).toEqual(['Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov']);
    expect(series.at(-1)?.fullLabel).toBe('November 2026');
    expect(series[2]?.fullLabel).toBe('August 2026');
    expect(series[0]?.fullLabel).toBe('Juni 2026');
  });

  it('keeps the amounts, missing months as 0, oldest first across a year boundary', () => {
    const series = revenueSeries(
      monthsOf([
        ['2027-01', 5],
        ['2026-12', 0],
        ['2026-09', 1],
        ['2026-10', 2],
        ['2026-11', 3],
        ['2027-02', 6],
      ]),
      'en',
    );
    expect(series.map((p) => [p.month, p.amount])).toEqual([
      ['2026-09', 1],
      ['2026-10', 2],
      ['2026-11', 3],
      ['2026-12', 0],
      ['2027-01', 5],
      ['2027-02', 6],
    ]);
    expect(series.map((p) => p.label)).toEqual(['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb']);
  });
});

describe('axisMoney', () => {
  /** Intl puts a non-breaking space before "€"; compare with plain spaces. */
  const plain = (s: string) => s.replace(/\s/g, ' ');

  it('writes every German tick in one shape: thousands grouped with a dot, no cents, "€" after', () => {
    expect([0, 500, 2500, 8000, 10000, 125000].map((a) => plain(axisMoney(a, 'de')))).toEqual([
      '0 €',
      '500 €',
      '2.500 €',
      '8.000 €',
      '10.000 €',
      '125.000 €',
    ]);
  });

  it('writes English ticks with "€" first and a comma for thousands', () => {
    expect([0, 500, 8000, 10000].map((a) => axisMoney(a, 'en'))).toEqual(['€0', '€500', '€8,000', '€10,000']);
  });

  it('rounds to whole amounts and names the currency given', () => {
    expect(plain(axisMoney(1234.5, 'de'))).toBe('1.235 €');
    expect(axisMoney(8000, 'en', 'USD')).toBe('US$8,000');
  });
});
