import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  formatDay,
  formatDayRange,
  formatGrowth,
  formatMoney,
  formatShortDay,
  growthTone,
} from './format';
import { digitsOnly, joinPhone, splitPhone } from './phone';

describe('growth', () => {
  it('is green at zero or above and red below', () => {
    expect(growthTone(0)).toBe('up');
    expect(growthTone(12)).toBe('up');
    expect(growthTone(-1)).toBe('down');
  });
  it('shows a whole-number percent with its sign', () => {
    expect(formatGrowth(12)).toBe('+12%');
    expect(formatGrowth(0)).toBe('0%');
    expect(formatGrowth(-7)).toBe('-7%');
  });
});

describe('money', () => {
  it('formats EUR for the locale', () => {
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
    expect(formatMoney(1234.5, 'de').replace(/\s/g, ' ')).toBe('1.234,50 €');
  });
});

describe('calendar dates', () => {
  it('formats the day itself in the locale, whatever the time zone', () => {
    expect(formatDay('2026-10-31', DATE_FORMATS.short, 'en')).toBe('31 Oct, 2026');
    expect(formatDay('2026-10-31', DATE_FORMATS.long, 'de')).toBe('Oktober 31, 2026');
    expect(formatDay(null, DATE_FORMATS.short, 'en')).toBe('–');
  });
});

describe('compared days', () => {
  it('read "1–24 Oct" in English and "1.–24. Okt." in German; one day as a day', () => {
    expect(formatDayRange('2026-10-01', '2026-10-24', 'en')).toBe('1–24 Oct');
    expect(formatDayRange('2026-10-01', '2026-10-24', 'de')).toBe('1.–24. Okt.');
    expect(formatDayRange('2026-12-01', '2026-12-01', 'en')).toBe('1 Dec');
    expect(formatShortDay('2026-02-28', 'de')).toBe('28. Feb.');
  });
});

describe('phone value', () => {
  it('joins dial code and digits with a dot', () => {
    expect(joinPhone('+49', '151 123-45678')).toBe('+49.15112345678');
  });
  it('splits it back', () => {
    expect(splitPhone('+49.15112345678')).toEqual({ dialCode: '+49', local: '15112345678' });
    expect(splitPhone('garbage')).toBeNull();
  });
  it('keeps digits only', () => {
    expect(digitsOnly('12a3 4+5')).toBe('12345');
  });
});
