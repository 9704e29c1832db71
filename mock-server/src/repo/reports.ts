/**
 * The aggregate queries behind the dashboard and plan reports. Each is bounded by the store and a
 * time range so the (store_id, instant) indexes serve it on the large seed; the arithmetic on the
 * answers (windows, growth, the revenue series) is domain/reports.ts.
 */
import {
  memberships,
  payments,
  plans,
  planVouchers,
  redemptions,
  subscribers,
  vouchers,
  type DbHandle,
  type PaymentRow,
  type SubscriberRow,
} from '@mbo/db';
import { and, asc, count, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { ReportWindow } from '../domain/reports';
import { idList, inIdList } from './id-list';
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

export function createReportRepository({ sqlite, db }: Pick<DbHandle, 'sqlite' | 'db'>) {
  // The dashboard's cards are asked for on every visit and their figures move with the clock, to
  // the millisecond; what they are computed from (when each fan's memberships ran, when vouchers
  // were used) is kept until the next write (see read-cache.ts) and read at the instant asked.
  const kept = readCache(sqlite, 500);
  // The bounds of a report (WindowParams), bound by name.
  const w = {
    store: sql.placeholder('store'),
    now: sql.placeholder('now'),
    currentStart: sql.placeholder('currentStart'),
    previousStart: sql.placeholder('previousStart'),
    previousNow: sql.placeholder('previousNow'),
    seriesStart: sql.placeholder('seriesStart'),
  };
  const limit = sql.placeholder('limit');

  const membershipSpans = db
    .select({ fan: memberships.subscriberId, from: memberships.subscribedAt, to: memberships.cancelAt })
    .from(memberships)
    .where(eq(memberships.storeId, w.store))
    .prepare();
  /**
   * The times a fan of the store became active and stopped being active: each fan's memberships
   * merged into the spans they held at least one (a fan holding two plans counts once), so the fans
   * active at t are the spans started by t less those ended by t.
   */
  const activeSpans = (storeId: number) =>
    kept.answer(`spans|${storeId}`, () => {
      const byFan = new Map<number, [number, number][]>();
      for (const { fan, from, to } of membershipSpans.all({ store: storeId })) {
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

  const redemptionTimes = db
    .select({ at: redemptions.redeemedAt })
    .from(redemptions)
    .where(eq(redemptions.storeId, w.store))
    .orderBy(asc(redemptions.redeemedAt))
    .prepare();
  const redeemedAt = (storeId: number) =>
    kept.answer(`redeemed|${storeId}`, () => Float64Array.from(redemptionTimes.all({ store: storeId }), (r) => r.at));

  // Revenue is the store's net: payments.amount_cents (the fan fee is paid on top).
  const month = sql<string>`strftime('%Y-%m', ${payments.paidAt} / 1000, 'unixepoch')`;
  const revenueByMonth = db
    .select({ month, cents: sql<number>`sum(${payments.amountCents})` })
    .from(payments)
    .where(and(eq(payments.storeId, w.store), gte(payments.paidAt, w.seriesStart), lte(payments.paidAt, w.now)))
    .groupBy(month)
    .prepare();

  const monthRevenue = db
    .select({
      current: sql<
        number | null
      >`sum(CASE WHEN ${payments.paidAt} >= ${w.currentStart} THEN ${payments.amountCents} END)`,
      previous: sql<
        number | null
      >`sum(CASE WHEN ${payments.paidAt} <= ${w.previousNow} THEN ${payments.amountCents} END)`,
    })
    .from(payments)
    .where(and(eq(payments.storeId, w.store), gte(payments.paidAt, w.previousStart), lte(payments.paidAt, w.now)))
    .prepare();

  const recentPayments = db
    .select({
      id: payments.id,
      username: subscribers.username,
      planName: plans.name,
      amountCents: payments.amountCents,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .innerJoin(subscribers, eq(subscribers.id, payments.subscriberId))
    .innerJoin(plans, eq(plans.id, payments.planId))
    .where(and(eq(payments.storeId, w.store), lte(payments.paidAt, w.now)))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(limit)
    .prepare();

  const topVouchersThisMonth = db
    .select({ id: vouchers.id, name: vouchers.name, total: count() })
    .from(redemptions)
    .innerJoin(vouchers, and(eq(vouchers.id, redemptions.voucherId), eq(vouchers.storeId, redemptions.storeId)))
    .where(
      and(
        eq(redemptions.storeId, w.store),
        gte(redemptions.redeemedAt, w.currentStart),
        lte(redemptions.redeemedAt, w.now),
      ),
    )
    .groupBy(vouchers.id)
    .orderBy(desc(count()), asc(vouchers.name), asc(vouchers.id))
    .limit(limit)
    .prepare();

  // Memberships holding the voucher at any moment of the current month (see withCapacity).
  const voucherCapacity = db
    .select({ voucherId: planVouchers.voucherId, capacity: sql<number>`sum(${planVouchers.maxUseQty})` })
    .from(memberships)
    .innerJoin(planVouchers, eq(planVouchers.planId, memberships.planId))
    .where(
      and(
        eq(memberships.storeId, w.store),
        lte(memberships.subscribedAt, w.now),
        or(isNull(memberships.cancelAt), gt(memberships.cancelAt, w.currentStart)),
        inIdList(planVouchers.voucherId),
      ),
    )
    .groupBy(planVouchers.voucherId)
    .prepare();

  // Loyalty score: the vouchers a subscriber has redeemed at the store, ever (their redeemed_count
  // on their own page), up to the clock.
  const topSubscribers = db
    .select({ id: subscribers.id, name: subscribers.username, total: count() })
    .from(redemptions)
    .innerJoin(
      subscribers,
      and(eq(subscribers.id, redemptions.subscriberId), eq(subscribers.storeId, redemptions.storeId)),
    )
    .where(and(eq(redemptions.storeId, w.store), lte(redemptions.redeemedAt, w.now)))
    .groupBy(subscribers.id)
    .orderBy(desc(count()), asc(subscribers.username), asc(subscribers.id))
    .limit(limit)
    .prepare();

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
    revenueByMonth: (p: WindowParams) => revenueByMonth.all({ ...p }),
    /** Net revenue this month so far and in the same days of last month. */
    monthRevenue: (p: WindowParams) => monthRevenue.get({ ...p })!,
    recentPayments: (store: number, now: number, limit: number): RecentPayment[] =>
      recentPayments.all({ store, now, limit }),
    topVouchersThisMonth: (p: WindowParams, limit: number) => topVouchersThisMonth.all({ ...p, limit }),
    /** Each voucher's allowance over the memberships that held it this month. */
    voucherCapacity: (p: WindowParams, voucherIds: number[]): Map<number, number> =>
      voucherIds.length === 0
        ? new Map()
        : new Map(voucherCapacity.all({ ...p, ids: idList(voucherIds) }).map((r) => [r.voucherId, r.capacity])),
    topSubscribers: (p: WindowParams, limit: number) => topSubscribers.all({ ...p, limit }),
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
