/**
 * Calendar and billing arithmetic in UTC, shared by the mock server and the seed so that both
 * agree on when a subscription renews and when a cancellation takes effect.
 */

/** YYYY-MM of an instant. */
export const monthKey = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** Start of the month containing `ms`, shifted by `offset` months. */
export function monthStart(ms: number, offset = 0): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1);
}

/**
 * `anchor` moved by `months` calendar months, keeping its day of month (clamped to the month's
 * last day: 31 Jan + 1 = 28/29 Feb) and its time of day: the billing dates of a subscription that
 * started at `anchor`.
 */
export function addMonths(anchor: number, months: number): number {
  const d = new Date(anchor);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(
    y,
    m,
    Math.min(d.getUTCDate(), lastDay),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
}

/**
 * The billing period of `periodMonths` that contains `ms`, for a subscription started at
 * `anchor`: from one billing date (inclusive) to the next (exclusive). Before `anchor` it is the
 * first period.
 */
export function billingPeriodAt(anchor: number, periodMonths: number, ms: number): { start: number; end: number } {
  let k = 0;
  let start = anchor;
  let end = addMonths(anchor, periodMonths);
  while (end <= ms) {
    k += periodMonths;
    start = end;
    end = addMonths(anchor, k + periodMonths);
  }
  return { start, end };
}

/**
 * First billing date strictly after `ms` (the anchor itself when `ms` is before it). With a
 * period of one month this is where a cancellation made at `ms` takes effect.
 */
export function nextBillingAfter(anchor: number, periodMonths: number, ms: number): number {
  return ms < anchor ? anchor : billingPeriodAt(anchor, periodMonths, ms).end;
}
