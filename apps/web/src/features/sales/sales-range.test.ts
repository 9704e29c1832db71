import { describe, expect, it } from 'vitest';
import { dayjs } from '@/lib/dayjs';
import { presetOf, presetRange, rangeFromParams } from './sales-range';

const today = dayjs('2026-11-15');

describe('sales report range', () => {
  it('presets count from today', () => {
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('last3Months', today)).toEqual({ from: '2026-09-01', to: '2026-11-15' });
    expect(presetRange('thisYear', today)).toEqual({ from: '2026-01-01', to: '2026-11-15' });
  });

  it('last month of January is December of the year before', () => {
    expect(presetRange('lastMonth', dayjs('2027-01-10'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('reads the range from the URL, this month when missing or malformed', () => {
    expect(rangeFromParams(new URLSearchParams('from=2026-10-01&to=2026-10-31'), today)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(rangeFromParams(new URLSearchParams(''), today)).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    expect(rangeFromParams(new URLSearchParams('from=2026-13-01&to=soon'), today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-15',
    });
  });

  it('swaps an end before the start', () => {
    expect(rangeFromParams(new URLSearchParams('from=2026-10-31&to=2026-10-01'), today)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });

  it('names the preset a range is', () => {
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, today)).toBe('lastMonth');
    expect(presetOf({ from: '2026-10-02', to: '2026-10-31' }, today)).toBeUndefined();
  });
});
