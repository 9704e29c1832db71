/**
 * The aggregate queries behind the dashboard and plan reports. Each is bounded by the store and a
 * time range so the (store_id, instant) indexes serve it on the large seed; the arithmetic on the
 * answers (windows, growth, the revenue series) is domain/reports.ts.
 */
import type { DbHandle, PaymentRow, SubscriberRow } from '@mbo/db';
import type { ReportWindow } from '../domain/reports';
import { readCache } from './read-cache';

/** The bounds of a report, with the store they are for. */
export interface WindowParams {
  store: number;
  now: number;
  currentStart: number;
  previousStart: number;
  previousNow: number;
  seriesStart: number;
}

export const windowParams = (store: number, w: ReportWindow): WindowParams => ({
  store,
  now: w.now,
  currentStart: w.currentStart,
  previousStart: w.previousStart,
  previousNow: w.previousNow,
  seriesStart: w.seriesStart,
});

/** A recent payment on the revenue card. */
export type RecentPayment = Pick<PaymentRow, 'id' | 'amountCents' | 'paidAt'> &
  Pick<SubscriberRow, 'username'> & { planName: string };

/** How many of the ascending `sorted` are at most `t` (or, with `strictly`, below it). */
function countUpTo(sorted: Float64Array, t: number, strictly = false): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (strictly ? sorted[mid]! < t : sorted[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
const atMost = (sorted: Float64Array, t: number) => countUpTo(sorted, t);
const below = (sorted: Float64Array, t: number) => countUpTo(sorted, t, true);

export function createReportRepository({ sqlite }: Pick<DbHandle, 'sqlite'>) {
  // The dashboard's cards are asked for on every visit and their figures move with the clock, to
  // the millisecond; what they are computed from (when each fan's memberships ran, when vouchers
  // were used) is kept until the next write (see read-cache.ts) and read at the instant asked.
  const kept = readCache(sqlite, 500);

  const memberships = sqlite
    .prepare<[number], [number, number, number | null]>(
      'SELECT subscriber_id, subscribed_at, cancel_at FROM memberships WHERE store_id = ?',
    )
    .raw(true);
  /**
   * The times a fan of the store became active and stopped being active: each fan's memberships
   * merged into the spans they held at least one (a fan holding two plans counts once), so the fans
   * active at t are the spans started by t less those ended by t.
   */
  const activeSpans = (store: number) =>
    kept.answer(`spans|${store}`, () => {
      const byFan = new Map<number, [number, number][]>();
      for (const [fan, from, to] of memberships.all(store)) {
        const spans = byFan.get(fan) ?? [];
        // Active from subscribed_at on, until cancel_at (exclusive) or for good.
        spans.push([from, to ?? Infinity]);
        byFan.set(fan, spans);
      }
      const starts: number[] = [];
      const ends: number[] = [];
      for (const spans of byFan.values()) {
        spans.sort((a, b) => a[0] - b[0]);
        let [from, to] = spans[0]!;
        for (const [nextFrom, nextTo] of spans.slice(1)) {
          if (nextFrom <= to) to = Math.max(to, nextTo);
          else {
            starts.push(from);
            ends.push(to);
            [from, to] = [nextFrom, nextTo];
          }
        }
        starts.push(from);
        ends.push(to);
      }
      return { starts: Float64Array.from(starts).sort(), ends: Float64Array.from(ends).sort() };
    });
  const activeFansAt = (spans: ReturnType<typeof activeSpans>, t: number) =>
    atMost(spans.starts, t) - atMost(spans.ends, t);

  const redemptionTimes = sqlite
    .prepare<[number], number>('SELECT redeemed_at FROM redemptions WHERE store_id = ? ORDER BY redeemed_at')
    .pluck();
  const redeemedAt = (store: number) =>
    kept.answer(`redeemed|${store}`, () => Float64Array.from(redemptionTimes.all(store)));

  // Revenue is the store's net: payments.amount_cents (the fan fee is paid on top).
  const revenueByMonth = sqlite.prepare<[WindowParams], { month: string; cents: number }>(
    `SELECT strftime('%Y-%m', paid_at / 1000, 'unixepoch') AS month, SUM(amount_cents) AS cents
     FROM payments
     WHERE store_id = @store AND paid_at >= @seriesStart AND paid_at <= @now
     GROUP BY month`,
  );

  const monthRevenue = sqlite.prepare<[WindowParams], { current: number | null; previous: number | null }>(
    `SELECT SUM(CASE WHEN paid_at >= @currentStart THEN amount_cents END) AS current,
            SUM(CASE WHEN paid_at <= @previousNow THEN amount_cents END) AS previous
     FROM payments
     WHERE store_id = @store AND paid_at >= @previousStart AND paid_at <= @now`,
  );

  const recentPayments = sqlite.prepare<[{ store: number; now: number; limit: number }], RecentPayment>(
    `SELECT p.id, s.username, pl.name AS planName, p.amount_cents AS amountCents, p.paid_at AS paidAt
     FROM payments p
     JOIN subscribers s ON s.id = p.subscriber_id
     JOIN plans pl ON pl.id = p.plan_id
     WHERE p.store_id = @store AND p.paid_at <= @now
     ORDER BY p.paid_at DESC, p.id DESC
     LIMIT @limit`,
  );

  const topVouchersThisMonth = sqlite.prepare<
    [WindowParams & { limit: number }],
    { id: number; name: string; total: number }
  >(
    `SELECT v.id, v.name, COUNT(*) AS total
     FROM redemptions r JOIN vouchers v ON v.id = r.voucher_id AND v.store_id = r.store_id
     WHERE r.store_id = @store AND r.redeemed_at >= @currentStart AND r.redeemed_at <= @now
     GROUP BY v.id
     ORDER BY total DESC, v.name ASC, v.id ASC
     LIMIT @limit`,
  );

  // Memberships holding the voucher at any moment of the current month (see withCapacity).
  const voucherCapacity = sqlite.prepare<[WindowParams & { ids: string }], { voucher_id: number; capacity: number }>(
    `SELECT pv.voucher_id, SUM(pv.max_use_qty) AS capacity
     FROM memberships m JOIN plan_vouchers pv ON pv.plan_id = m.plan_id
     WHERE m.store_id = @store AND m.subscribed_at <= @now
       AND (m.cancel_at IS NULL OR m.cancel_at > @currentStart)
       AND pv.voucher_id IN (SELECT value FROM json_each(@ids))
     GROUP BY pv.voucher_id`,
  );

  // Loyalty score: redemptions over the months of the revenue chart.
  const topSubscribers = sqlite.prepare<
    [WindowParams & { limit: number }],
    { id: number; name: string; total: number }
  >(
    `SELECT s.id, s.username AS name, COUNT(*) AS total
     FROM redemptions r JOIN subscribers s ON s.id = r.subscriber_id AND s.store_id = r.store_id
     WHERE r.store_id = @store AND r.redeemed_at >= @seriesStart AND r.redeemed_at <= @now
     GROUP BY s.id
     ORDER BY total DESC, s.username ASC, s.id ASC
     LIMIT @limit`,
  );

  return {
    /** Distinct active fans now and at the same moment last month. */
    activeSubscribers: (p: WindowParams) => {
      const spans = activeSpans(p.store);
      return { current: activeFansAt(spans, p.now), previous: activeFansAt(spans, p.previousNow) };
    },
    /** Redemptions this month so far and in the same days of last month (previousNow is always in last month). */
    redemptionCounts: (p: WindowParams) => {
      const times = redeemedAt(p.store);
      return {
        current: atMost(times, p.now) - below(times, p.currentStart),
        previous: atMost(times, p.previousNow) - below(times, p.previousStart),
      };
    },
    /** Revenue per month (YYYY-MM) over the months of the chart. */
    revenueByMonth: (p: WindowParams) => revenueByMonth.all(p),
    /** Net revenue this month so far and in the same days of last month. */
    monthRevenue: (p: WindowParams) => monthRevenue.get(p)!,
    recentPayments: (store: number, now: number, limit: number): RecentPayment[] =>
      recentPayments.all({ store, now, limit }),
    topVouchersThisMonth: (p: WindowParams, limit: number) => topVouchersThisMonth.all({ ...p, limit }),
    /** Each voucher's allowance over the memberships that held it this month. */
    voucherCapacity: (p: WindowParams, voucherIds: number[]): Map<number, number> =>
      voucherIds.length === 0
        ? new Map()
        : new Map(
            voucherCapacity.all({ ...p, ids: JSON.stringify(voucherIds) }).map((r) => [r.voucher_id, r.capacity]),
          ),
    topSubscribers: (p: WindowParams, limit: number) => topSubscribers.all({ ...p, limit }),
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
