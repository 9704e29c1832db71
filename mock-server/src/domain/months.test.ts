import { describe, expect, it } from 'vitest';
import { fillMonths, lastMonths, monthKey, monthStart } from './months';

const t = (s: string) => Date.parse(s);

describe('monthKey and monthStart', () => {
  it('use UTC calendar months', () => {
    expect(monthKey(t('2026-03-31T23:59:59.999Z'))).toBe('2026-03');
    expect(monthKey(t('2026-04-01T00:00:00.000Z'))).toBe('2026-04');
    expect(monthStart(t('2026-03-15T10:00:00Z'))).toBe(t('2026-03-01T00:00:00Z'));
  });

  it('shifts across year boundaries', () => {
    expect(monthStart(t('2026-01-20T00:00:00Z'), -1)).toBe(t('2025-12-01T00:00:00Z'));
    expect(monthStart(t('2025-12-20T00:00:00Z'), 1)).toBe(t('2026-01-01T00:00:00Z'));
    expect(monthStart(t('2026-02-10T00:00:00Z'), -5)).toBe(t('2025-09-01T00:00:00Z'));
  });
});

describe('lastMonths', () => {
  it('lists the current month and the ones before, oldest first, across a year boundary', () => {
    expect(lastMonths(t('2026-02-10T12:00:00Z'), 6)).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('does not skip short months from the 31st', () => {
    expect(lastMonths(t('2026-03-31T12:00:00Z'), 3)).toEqual(['2026-01', '2026-02', '2026-03']);
  });
});

describe('fillMonths', () => {
  it('keeps the given months in order and fills missing ones with 0', () => {
    const months = ['2025-12', '2026-01', '2026-02'];
    const amounts = new Map([
      ['2026-02', 30],
      ['2025-12', 10],
      ['2025-06', 99],
    ]);
    expect(fillMonths(months, amounts)).toEqual([
      { month: '2025-12', amount: 10 },
      { month: '2026-01', amount: 0 },
      { month: '2026-02', amount: 30 },
    ]);
  });
});
