/** Calendar helpers in UTC; the seed derives every instant from the `now` it is given. */
export { addMonths, monthKey, monthStart, nextBillingAfter } from '@mbo/contracts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** YYYY-MM-DD */
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Day of week of `ms` as 0 = mon .. 6 = sun. */
export const weekdayIndex = (ms: number) => (new Date(ms).getUTCDay() + 6) % 7;

/** Midnight (UTC) of the day containing `ms`. */
export const dayStart = (ms: number) => ms - (((ms % DAY) + DAY) % DAY);

/** "08:30" -> minutes after midnight */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}
