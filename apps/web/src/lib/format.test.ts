import { describe, expect, it, onTestFinished } from 'vitest';
import {
  DATE_FORMATS,
  dateTimeFormat,
  formatDate,
  formatDay,
  formatDayRange,
  formatGrowth,
  formatMoney,
  formatNumber,
  formatShortDay,
  fromNow,
  growthTone,
  monthLabel,
  numberFormat,
} from './format';
import { digitsOnly, joinPhone, splitPhone } from './phone';

describe('growth', () => {
  it('is green at zero or above and red below', () => {
    expect(growthTone(0)).toBe('up');
    expect(growthTone(12)).toBe('up');
    expect(growthTone(-1)).toBe('down');
  });
  it('shows a whole-number percent with its sign', () => {
    expect(formatGrowth(12, 'en')).toBe('+12%');
    expect(formatGrowth(0, 'en')).toBe('0%');
    expect(formatGrowth(-7, 'en')).toBe('-7%');
    expect(formatGrowth(12.4, 'de').replace(/\s/g, ' ')).toBe('+12 %');
  });
});

describe('money', () => {
  it('formats EUR for the locale', () => {
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
    expect(formatMoney(1234.5, 'de').replace(/\s/g, ' ')).toBe('1.234,50 €');
  });
});

describe('numbers', () => {
  it('group thousands always, four digits too', () => {
    expect(formatMoney(8000, 'de', 'EUR', 0)).toBe('8.000\u00a0€');
    expect(formatNumber(1000, 'de')).toBe('1.000');
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(formatNumber(1000, 'de', { maximumFractionDigits: 0 })).toBe('1.000');
    expect(formatNumber(999, 'de')).toBe('999');
  });
});

describe('dates', () => {
  it('have one style per language, a short one for lists and a long one, never with a leading zero', () => {
    const days = ['2026-12-04', '2026-09-02', '2026-03-06', '2026-05-01'];
    expect(days.map((d) => formatDay(d, 'short', 'de'))).toEqual([
      '4. Dez. 2026',
      '2. Sept. 2026',
      '6. März 2026',
      '1. Mai 2026',
    ]);
    expect(days.map((d) => formatDay(d, 'long', 'de'))).toEqual([
      '4. Dezember 2026',
      '2. September 2026',
      '6. März 2026',
      '1. Mai 2026',
    ]);
    expect(days.map((d) => formatDay(d, 'short', 'en'))).toEqual([
      '4 Dec 2026',
      '2 Sep 2026',
      '6 Mar 2026',
      '1 May 2026',
    ]);
    expect(days.map((d) => formatDay(d, 'long', 'en'))).toEqual([
      '4 December 2026',
      '2 September 2026',
      '6 March 2026',
      '1 May 2026',
    ]);
  });
});

describe('calendar dates', () => {
  it('formats the day itself in the locale, whatever the time zone', () => {
    expect(formatDay('2026-10-31', DATE_FORMATS.short, 'en')).toBe('31 Oct 2026');
    expect(formatDay('2026-10-31', DATE_FORMATS.long, 'en')).toBe('31 October 2026');
    expect(formatDay('2026-10-31', DATE_FORMATS.short, 'de')).toBe('31. Okt. 2026');
    expect(formatDay('2026-12-01', DATE_FORMATS.long, 'de')).toBe('1. Dezember 2026');
    expect(formatDay(null, DATE_FORMATS.short, 'en')).toBe('–');
  });
});

describe('instants', () => {
  it('shows them in the device time zone, German with a 24-hour clock', () => {
    const tz = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    onTestFinished(() => {
      process.env.TZ = tz;
    });
    const at = '2026-12-01T08:30:00.000Z';
    expect(formatDate(at, DATE_FORMATS.time, 'en')).toBe('09:30 AM');
    expect(formatDate(at, DATE_FORMATS.time, 'de')).toBe('09:30');
    expect(formatDate(at, DATE_FORMATS.dateTime, 'de')).toBe('1. Dezember 2026 um 09:30');
    expect(formatDate(at, DATE_FORMATS.dateTime, 'en')).toBe('1 December 2026 at 09:30 AM');
    expect(formatDate(at, DATE_FORMATS.short, 'de')).toBe('1. Dez. 2026');
    expect(formatDate(at, DATE_FORMATS.short, 'en')).toBe('1 Dec 2026');
  });

  it('says how long ago in the language', () => {
    const now = Date.parse('2026-11-15T12:00:00Z');
    expect(fromNow('2026-11-15T11:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(fromNow('2026-11-15T11:57:00Z', 'de', now)).toBe('vor 3 Minuten');
    expect(fromNow('2026-11-14T12:00:00Z', 'de', now)).toBe('gestern');
    expect(fromNow('2026-11-15T11:59:50Z', 'de', now)).toBe('jetzt');
  });

  it('labels chart months in the language', () => {
    expect(monthLabel('2026-03', 'de')).toBe('Mär');
    expect(monthLabel('2026-03', 'en', true)).toBe('March 2026');
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

describe('formatters', () => {
  it('are made once per locale and options, and reused', () => {
    expect(numberFormat('de-DE', { style: 'percent' })).toBe(numberFormat('de-DE', { style: 'percent' }));
    expect(dateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' })).toBe(
      dateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }),
    );
    expect(numberFormat('de-DE', { style: 'percent' })).not.toBe(numberFormat('en-GB', { style: 'percent' }));
    expect(numberFormat('de-DE')).not.toBe(numberFormat('de-DE', { maximumFractionDigits: 0 }));
  });

  it('in the device’s time zone are kept too, while the device stays in its zone', () => {
    expect(dateTimeFormat('de-DE', { hour: '2-digit' })).toBe(dateTimeFormat('de-DE', { hour: '2-digit' }));
  });

  it('in the device’s time zone follow the zone the device is in', () => {
    const zone = process.env.TZ;
    onTestFinished(() => {
      process.env.TZ = zone;
    });
    process.env.TZ = 'Europe/Berlin';
    expect(formatDate('2026-10-31T12:00:00Z', 'time', 'de')).toBe('13:00');
    process.env.TZ = 'America/New_York';
    expect(formatDate('2026-10-31T12:00:00Z', 'time', 'de')).toBe('08:00');
  });

  it('keep each call’s options apart when calls interleave', () => {
    expect(formatMoney(1234.5, 'de')).toBe('1.234,50\u00a0€');
    expect(formatMoney(1234.5, 'de', 'EUR', 0)).toBe('1.235\u00a0€');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
    expect(formatMoney(1234.5, 'de')).toBe('1.234,50\u00a0€');
    expect(formatDay('2026-10-31', 'long', 'de')).toBe('31. Oktober 2026');
    expect(formatDay('2026-10-31', 'short', 'de')).toBe('31. Okt. 2026');
    expect(formatDay('2026-10-31', 'long', 'de')).toBe('31. Oktober 2026');
  });
});
