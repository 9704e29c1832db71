/** Conversions between stored values and the wire format. */
import { toCents, toEuros } from '@mbo/contracts';

const isoCache = new Map<number, string>();
/**
 * ISO 8601 of an instant. Memoised: list pages format the same stored instants on every call,
 * and toISOString was a measurable share of the voucher list (npm run bench).
 */
export function iso(ms: number): string {
  let s = isoCache.get(ms);
  if (s === undefined) {
    s = new Date(ms).toISOString();
    if (isoCache.size >= 50_000) isoCache.clear();
    isoCache.set(ms, s);
  }
  return s;
}
export const isoOrNull = (ms: number | null | undefined) => (ms == null ? null : iso(ms));
/** Stored cents to wire euros, and back: the money model's one pair of conversions (contracts/money.ts). */
export const euros = toEuros;
export const cents = toCents;
const DAY_MS = 86_400_000;
let lastDay = Number.NaN;
let lastDate = '';
/**
 * YYYY-MM-DD of an instant, in UTC. Every list call asks for today's: the last day's text is kept,
 * as formatting a Date on each call showed in the list benchmark's profile.
 */
export function dateOnly(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  if (day !== lastDay) {
    lastDate = new Date(ms).toISOString().slice(0, 10);
    lastDay = day;
  }
  return lastDate;
}
