/** Calendar helpers in UTC; the seed derives every instant from the `now` it is given. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Start of the month containing `ms`, shifted by `offset` months. */
export function monthStart(ms: number, offset = 0): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1);
}

/** YYYY-MM */
export const monthKey = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** YYYY-MM-DD */
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * `anchor` moved by `months` calendar months, keeping its day of month (clamped to the month's
 * last day) and its time of day: the billing dates of a subscription that started at `anchor`.
 * Matches endOfBillingMonth in mock-server/src/domain/months.ts for anchors with whole seconds.
 */
export function addMonths(anchor: number, months: number): number {
  const d = new Date(anchor);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
}

/** First billing date of a subscription started at `anchor` that is strictly after `ms`. */
export function nextBillingAfter(anchor: number, periodMonths: number, ms: number): number {
  let k = 0;
  let at = anchor;
  while (at <= ms) {
    k += periodMonths;
    at = addMonths(anchor, k);
  }
  return at;
}

/** Day of week of `ms` as 0 = mon .. 6 = sun. */
export const weekdayIndex = (ms: number) => (new Date(ms).getUTCDay() + 6) % 7;

/** Midnight (UTC) of the day containing `ms`. */
export const dayStart = (ms: number) => ms - (((ms % DAY) + DAY) % DAY);

/** "08:30" -> minutes after midnight */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-10" -> "October 2026" */
export function monthLabel(key: string): string {
  const [y, m] = key.split('-');
  return `${MONTH_NAMES[Number(m) - 1]} ${y}`;
}
