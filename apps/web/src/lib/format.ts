import dayjs from 'dayjs';
import 'dayjs/locale/de';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(relativeTime);
dayjs.extend(customParseFormat);

export { dayjs };

const intlLocale = (locale: string) => (locale === 'de' ? 'de-DE' : 'en-GB');

/** Money in EUR (or another currency) for the active locale. */
export function formatMoney(amount: number, locale: string, currency = 'EUR', fractionDigits = 2): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

export function formatNumber(n: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(n);
}

/** Growth is a whole-number percent; green at zero or above, red below. */
export function growthTone(growth: number): 'up' | 'down' {
  return growth >= 0 ? 'up' : 'down';
}

export function formatGrowth(growth: number): string {
  const whole = Math.round(growth);
  return `${whole > 0 ? '+' : ''}${whole}%`;
}

/** The spec's date formats. */
export const DATE_FORMATS = { short: 'DD MMM, YYYY', long: 'MMMM DD, YYYY', time: 'hh:mm A' } as const;

export function formatDate(iso: string | null | undefined, format: string, locale: string): string {
  if (!iso) return '–';
  return dayjs.utc(iso).local().locale(locale).format(format);
}

/**
 * A calendar date (YYYY-MM-DD, no time of day) in the locale. It names a day, not an instant, so it
 * is never moved into the viewer's time zone.
 */
export function formatDay(date: string | null | undefined, format: string, locale: string): string {
  if (!date) return '–';
  return dayjs(date, 'YYYY-MM-DD', true).locale(locale).format(format);
}

/**
 * The days a growth figure compares with, short: "1–24 Oct" in English, "1.–24. Okt." in German.
 * Both ends lie in one month (the same days of last month).
 */
export function formatDayRange(from: string, to: string, locale: string): string {
  const start = dayjs(from, 'YYYY-MM-DD', true).locale(locale);
  const end = dayjs(to, 'YYYY-MM-DD', true).locale(locale);
  const day = locale === 'de' ? 'D.' : 'D';
  const dayMonth = locale === 'de' ? 'D. MMM' : 'D MMM';
  return from === to ? end.format(dayMonth) : `${start.format(day)}–${end.format(dayMonth)}`;
}

/** One day, short: "24 Oct", "24. Okt.". */
export function formatShortDay(date: string, locale: string): string {
  return dayjs(date, 'YYYY-MM-DD', true)
    .locale(locale)
    .format(locale === 'de' ? 'D. MMM' : 'D MMM');
}

/** "YYYY-MM" → short month label in the locale ("Nov"), and the full one ("November 2026"). */
export function monthLabel(month: string, locale: string, long = false): string {
  return dayjs(`${month}-01`)
    .locale(locale)
    .format(long ? 'MMMM YYYY' : 'MMM');
}

export function fromNow(iso: string, locale: string): string {
  return dayjs.utc(iso).locale(locale).fromNow();
}
