/**
 * How a voucher reads on screen: its status tone, its value for its type and its schedule in words.
 * Pure functions of the data and the locale; texts come through the passed `t`.
 */
import type { Voucher, VoucherStatus, VoucherTypeCode } from '@mbo/contracts';
import type { TFunction } from 'i18next';
import type { BadgeTone } from '@/components/status-badge';
import { DATE_FORMATS, dateTimeFormat, formatDay, formatMoney, formatPercent, intlLocale } from '@/lib/format';

/** The contract's type codes (plain data, so list pages do not load the schemas). */
export { TYPE_CODES } from './api';
export const EDITABLE_STATUSES = ['draft', 'published'] as const satisfies readonly VoucherStatus[];
export const CATEGORIES = ['food', 'drink', 'service', 'product', 'experience'] as const satisfies readonly NonNullable<
  Voucher['category']
>[];
export const WEEKDAY_CODES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** Draft orange, published green, expired red. */
export const STATUS_TONE: Record<VoucherStatus, BadgeTone> = {
  draft: 'warning',
  published: 'success',
  expired: 'error',
};

/** A calendar date (YYYY-MM-DD) as a list writes it ("1 Mar 2026"): a day, never shifted into the viewer's time zone. */
export function formatVoucherDate(date: string, locale: string): string {
  return formatDay(date, DATE_FORMATS.short, locale);
}

/**
 * The value as its type means it: money off (DFP), a percentage off (DPR), or a goodie with its
 * retail value when it has one (GDS).
 */
export function formatVoucherValue(
  t: TFunction<readonly ['vouchers']>,
  type: VoucherTypeCode,
  value: number,
  locale: string,
): string {
  switch (type) {
    case 'DFP':
      return t('vouchers:value.fixed', { amount: formatMoney(value, locale) });
    case 'DPR':
      return t('vouchers:value.percent', { amount: formatPercent(value, locale) });
    case 'GDS':
      return value > 0
        ? t('vouchers:value.goodieWorth', { amount: formatMoney(value, locale) })
        : t('vouchers:value.goodie');
  }
}

/** Short weekday names in the locale, Monday first ("Mon" / "Mo"). */
export function weekdayNames(locale: string): Record<WeekdayCode, string> {
  const format = dateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Object.fromEntries(
    WEEKDAY_CODES.map((code, i) => [code, format.format(Date.UTC(2024, 0, 1 + i)).replace(/\.$/, '')]),
  ) as Record<WeekdayCode, string>;
}

/**
 * The days as runs, Monday first: three or more days in a row read as a range ("Mon–Fri"), the
 * others one by one ("Sat, Sun"); every day reads as such.
 */
export function daysInWords(days: readonly WeekdayCode[], locale: string, everyDay: string): string {
  const chosen = new Set(days);
  if (chosen.size === WEEKDAY_CODES.length) return everyDay;
  const names = weekdayNames(locale);
  const parts: string[] = [];
  let run: WeekdayCode[] = [];
  const flush = () => {
    if (run.length >= 3) parts.push(`${names[run[0]!]}–${names[run[run.length - 1]!]}`);
    else parts.push(...run.map((d) => names[d]));
    run = [];
  };
  for (const day of WEEKDAY_CODES) {
    if (chosen.has(day)) run.push(day);
    else flush();
  }
  flush();
  return parts.join(', ');
}

/** "Mon–Fri, 08:00–11:00"; without a schedule, "Any time". */
export function scheduleInWords(
  t: TFunction<readonly ['vouchers']>,
  schedule: Voucher['schedule'],
  locale: string,
): string {
  if (!schedule) return t('vouchers:schedule.anyTime');
  const days = daysInWords(schedule.days, locale, t('vouchers:schedule.everyDay'));
  return `${days}, ${schedule.start_time}–${schedule.end_time}`;
}
