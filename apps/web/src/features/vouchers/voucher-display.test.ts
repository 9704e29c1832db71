import { VOUCHER_CATEGORIES, VOUCHER_TYPES, WEEKDAYS } from '@mbo/contracts';
import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { formatPercent } from '@/lib/format';
import {
  CATEGORIES,
  TYPE_CODES,
  WEEKDAY_CODES,
  daysInWords,
  formatVoucherDate,
  formatVoucherValue,
  scheduleInWords,
} from './voucher-display';

const en = i18n.getFixedT('en', ['vouchers'] as const);
const de = i18n.getFixedT('de', ['vouchers'] as const);
/** Intl separates "€" and "%" with a non-breaking space in German; compare with plain spaces. */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('the contract’s codes', () => {
  it('are the ones the screens list', () => {
    expect(TYPE_CODES).toEqual(VOUCHER_TYPES);
    expect(CATEGORIES).toEqual(VOUCHER_CATEGORIES);
    expect(WEEKDAY_CODES).toEqual(WEEKDAYS);
  });
});

describe('a voucher’s value', () => {
  it('is money off, a percentage off, or a goodie with its worth', () => {
    expect(formatVoucherValue(en, 'DFP', 2, 'en')).toBe('€2.00 off');
    expect(formatVoucherValue(en, 'DPR', 15, 'en')).toBe('15% off');
    expect(formatVoucherValue(en, 'GDS', 3.6, 'en')).toBe('Free goodie worth €3.60');
    expect(formatVoucherValue(en, 'GDS', 0, 'en')).toBe('Free goodie');
  });

  it('reads in the locale', () => {
    expect(plain(formatVoucherValue(de, 'DFP', 1.5, 'de'))).toBe('1,50 € Rabatt');
    expect(plain(formatVoucherValue(de, 'DPR', 12.5, 'de'))).toBe('12,5 % Rabatt');
    expect(plain(formatPercent(20, 'de'))).toBe('20 %');
  });
});

describe('a schedule in words', () => {
  it('reads runs of three or more days as a range', () => {
    expect(
      scheduleInWords(en, { start_time: '08:00', end_time: '11:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] }, 'en'),
    ).toBe('Mon–Fri, 08:00–11:00');
    expect(daysInWords(['mon', 'tue', 'wed', 'sat'], 'en', 'Every day')).toBe('Mon–Wed, Sat');
  });

  it('lists single days and pairs one by one, Monday first', () => {
    expect(daysInWords(['sun', 'sat'], 'en', 'Every day')).toBe('Sat, Sun');
    expect(daysInWords(['fri', 'mon', 'wed'], 'en', 'Every day')).toBe('Mon, Wed, Fri');
  });

  it('says every day and any time, in German too', () => {
    const all = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
    expect(scheduleInWords(en, { start_time: '09:00', end_time: '13:00', days: [...all] }, 'en')).toBe(
      'Every day, 09:00–13:00',
    );
    expect(scheduleInWords(en, null, 'en')).toBe('Any time');
    expect(
      scheduleInWords(de, { start_time: '08:00', end_time: '11:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] }, 'de'),
    ).toBe('Mo–Fr, 08:00–11:00');
    expect(scheduleInWords(de, null, 'de')).toBe('Jederzeit');
  });
});

describe('a voucher’s dates', () => {
  it('read as a list writes a date, without a leading zero, as the day they name', () => {
    expect(formatVoucherDate('2026-03-01', 'en')).toBe('1 Mar 2026');
    expect(formatVoucherDate('2026-03-01', 'de')).toBe('1. März 2026');
    expect(formatVoucherDate('2026-12-31', 'de')).toBe('31. Dez. 2026');
  });
});
