/** The Intl locale of an interface language. */
export const intlLocale = (locale: string) => (locale === 'de' ? 'de-DE' : 'en-GB');

/**
 * Intl's formatters, made once per locale and options. Making one costs 50–100 µs on a fast
 * machine (it loads the locale's data), using one about 1 µs: a list page formats dozens of dates
 * and amounts on every render, and a phone is several times slower.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  tag: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind} ${tag} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as F | undefined;
  if (!format) formatters.set(key, (format = make()));
  return format;
}

/**
 * Thousands are always grouped, in every number and amount: "8.000 €" beside "10.000 €", "1.000
 * Zeichen". (Intl's default, `auto`, leaves a four-digit number ungrouped in some locales.)
 */
export const numberFormat = (tag: string, options: Intl.NumberFormatOptions = {}) =>
  kept('number', tag, options, () => new Intl.NumberFormat(tag, { useGrouping: 'always', ...options }));

/**
 * The device's time zone as the Date object sees it now: its offsets in January and July. Reading
 * them costs about a microsecond; asking Intl for the zone's name costs as much as making a
 * formatter. Two zones with the same two offsets share formatters: they write the same times
 * except between their switching days, if those differ.
 */
function deviceZoneKey(): string {
  const year = new Date().getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()}/${new Date(year, 6, 1).getTimezoneOffset()}`;
}

/**
 * A formatter without a time zone takes the device's at the time it is made, and the device (or a
 * test) may move to another zone: such formatters are kept per device zone, so a move makes new
 * ones. (A detail screen formats a dozen instants; making a formatter for each was the largest
 * part of its first render in Lighthouse's mobile preset.)
 */
export const dateTimeFormat = (tag: string, options: Intl.DateTimeFormatOptions = {}) =>
  kept(
    options.timeZone ? 'date' : `date in ${deviceZoneKey()}`,
    tag,
    options,
    () => new Intl.DateTimeFormat(tag, options),
  );

const relativeTimeFormat = (tag: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  kept('relative', tag, options, () => new Intl.RelativeTimeFormat(tag, options));

/**
 * Every date, time, number and amount a person reads goes through this module, on Intl, in the
 * interface language. Instants are shown in the device's time zone, which is also the zone the
 * broadcast form reads times in (the contract has no zone per store; the stores and their devices
 * are in Germany). One date style per language, its day never with a leading zero: short in lists
 * ("4. Dez. 2026", "4 Dec 2026"), long where there is room ("4. Dezember 2026", "4 December
 * 2026"). English writes the day first, as German does; its clock keeps the spec's "03:30 AM".
 */

/** Money in EUR (or another currency) for the active locale. */
export function formatMoney(amount: number, locale: string, currency = 'EUR', fractionDigits = 2): string {
  return numberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

export function formatNumber(n: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(intlLocale(locale), options).format(n);
}

/** A percent of 0–100 in the locale: 15 → "15%" (en), "15 %" (de). */
export function formatPercent(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2, ...options }).format(
    value / 100,
  );
}

/** Growth is a whole-number percent; green at zero or above, red below. */
export function growthTone(growth: number): 'up' | 'down' {
  return growth >= 0 ? 'up' : 'down';
}

/** Growth with its sign, whole percent: "+12%" (en), "+12 %" (de). */
export function formatGrowth(growth: number, locale: string): string {
  return formatPercent(Math.round(growth), locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
}

/** The date and time styles of the product: a list's date, a date where there is room, a time, both. */
export const DATE_FORMATS = { short: 'short', long: 'long', time: 'time', dateTime: 'dateTime' } as const;
export type DateStyle = (typeof DATE_FORMATS)[keyof typeof DATE_FORMATS];

const DAY_PART: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
  dateTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};

function formatter(style: DateStyle, locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  // English reads the time on a 12-hour clock (the spec's hh:mm A), German on a 24-hour one.
  const clock: Intl.DateTimeFormatOptions = locale === 'de' || !DAY_PART[style].hour ? {} : { hourCycle: 'h12' };
  return dateTimeFormat(intlLocale(locale), { ...DAY_PART[style], ...clock, ...(timeZone ? { timeZone } : {}) });
}

/** The English short month, "Sep" as the chart's and the compared days' ("Sept" is en-GB's own). */
const englishShortMonth = (at: Date, timeZone: string | undefined) =>
  dateTimeFormat('en-US', { month: 'short', ...(timeZone ? { timeZone } : {}) }).format(at);

function formatAt(at: Date, style: DateStyle, locale: string, timeZone?: string): string {
  const f = formatter(style, locale, timeZone);
  if (locale === 'de') return f.format(at);
  // en-GB's order ("4 Dec 2026", "4 December 2026 at 09:30 AM"), with the short month every English
  // screen uses and the spec's "09:30 AM" (a capital AM after a plain space, as en-US writes it).
  return f
    .formatToParts(at)
    .map((p) => {
      if (p.type === 'dayPeriod') return p.value.toUpperCase();
      if (p.type === 'month' && style === 'short') return englishShortMonth(at, timeZone);
      return p.type === 'literal' ? p.value.replace('\u202f', ' ') : p.value;
    })
    .join('');
}

/** An instant (ISO 8601) in the locale and the device's time zone. */
export function formatDate(iso: string | null | undefined, style: DateStyle, locale: string): string {
  if (!iso) return '–';
  return formatAt(new Date(iso), style, locale);
}

/**
 * A calendar date (YYYY-MM-DD, no time of day) in the locale. It names a day, not an instant, so it
 * is never moved into the viewer's time zone.
 */
export function formatDay(date: string | null | undefined, style: DateStyle, locale: string): string {
  if (!date) return '–';
  return formatAt(new Date(`${date}T00:00:00Z`), style, locale, 'UTC');
}

/**
 * A calendar day as its day and short month in the language: English keeps "Sep" where en-GB
 * would write "Sept", German writes "Okt." with its dot.
 */
function dayAndMonth(date: string, locale: string) {
  const parts = dateTimeFormat(locale === 'de' ? 'de-DE' : 'en-US', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: locale === 'de' ? `${part('day')}.` : part('day'), month: part('month') };
}

/** One day, short: "24 Oct", "24. Okt.". */
export function formatShortDay(date: string, locale: string): string {
  const { day, month } = dayAndMonth(date, locale);
  return `${day} ${month}`;
}

/**
 * Two days of a comparison: "1–24 Oct", "1.–24. Okt."; across months both months show
 * ("28 Sep–3 Oct"); one day reads as that day.
 */
export function formatDayRange(from: string, to: string, locale: string): string {
  if (from === to) return formatShortDay(to, locale);
  const start = dayAndMonth(from, locale);
  const startText = from.slice(0, 7) === to.slice(0, 7) ? start.day : `${start.day} ${start.month}`;
  return `${startText}–${formatShortDay(to, locale)}`;
}

/** "YYYY-MM" → short month label in the locale ("Nov"), and the full one ("November 2026"). */
export function monthLabel(month: string, locale: string, long = false): string {
  // en-US, not en-GB, for the short label: "Sep", as the chart's other months, not "Sept".
  return dateTimeFormat(locale === 'de' ? 'de-DE' : 'en-US', {
    month: long ? 'long' : 'short',
    ...(long ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago (or ahead) an instant is, in the locale: "3 minutes ago", "vor 3 Minuten", "now". */
export function fromNow(iso: string, locale: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = relativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
