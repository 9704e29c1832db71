/**
 * Dashboard and plan reports, computed from stored rows relative to the clock. A handful of
 * aggregate queries per report, each bounded by the store and a time range so the
 * (store_id, instant) indexes serve them on the large seed.
 */
import {
  countWithGrowth,
  reportWindow,
  revenueSeries,
  TOP_ITEMS,
  withCapacity,
  type ReportWindow,
} from '../domain/reports';
import { growthPercent } from '../domain/growth';
import { euros, iso } from '../format';
import type { HandlerFactory } from './types';

interface WindowParams {
  store: number;
  now: number;
  currentStart: number;
  previousStart: number;
  endOfPreviousMonth: number;
  seriesStart: number;
}

const params = (store: number, w: ReportWindow): WindowParams => ({
  store,
  now: w.now,
  currentStart: w.currentStart,
  previousStart: w.previousStart,
  endOfPreviousMonth: w.endOfPreviousMonth,
  seriesStart: w.seriesStart,
});

// A membership is active at t when it has started and its cancellation has not taken effect yet.
const activeAt = (t: string) => `subscribed_at <= ${t} AND (cancel_at IS NULL OR cancel_at > ${t})`;

export const createReportHandlers: HandlerFactory<
  'summaryOverview' | 'summaryRevenue' | 'summaryVoucher' | 'summarySubscriber' | 'planReport'
> = (deps) => {
  const { sqlite } = deps;

  // Distinct fans, so a fan holding two plans counts once.
  const activeSubscribers = sqlite.prepare<[WindowParams], { current: number; previous: number }>(
    `SELECT
       COUNT(DISTINCT CASE WHEN ${activeAt('@now')} THEN subscriber_id END) AS current,
       COUNT(DISTINCT CASE WHEN ${activeAt('@endOfPreviousMonth')} THEN subscriber_id END) AS previous
     FROM memberships
     WHERE store_id = @store AND subscribed_at <= @now AND (cancel_at IS NULL OR cancel_at > @endOfPreviousMonth)`,
  );

  const redemptionCounts = sqlite.prepare<[WindowParams], { current: number | null; previous: number | null }>(
    `SELECT SUM(redeemed_at >= @currentStart) AS current, SUM(redeemed_at < @currentStart) AS previous
     FROM redemptions
     WHERE store_id = @store AND redeemed_at >= @previousStart AND redeemed_at <= @now`,
  );

  const revenueByMonth = sqlite.prepare<[WindowParams], { month: string; cents: number }>(
    `SELECT strftime('%Y-%m', paid_at / 1000, 'unixepoch') AS month, SUM(amount_cents) AS cents
     FROM payments
     WHERE store_id = @store AND paid_at >= @seriesStart AND paid_at <= @now
     GROUP BY month`,
  );

  const monthRevenue = sqlite.prepare<[WindowParams], { current: number | null; previous: number | null }>(
    `SELECT SUM(CASE WHEN paid_at >= @currentStart THEN amount_cents END) AS current,
            SUM(CASE WHEN paid_at < @currentStart THEN amount_cents END) AS previous
     FROM payments
     WHERE store_id = @store AND paid_at >= @previousStart AND paid_at <= @now`,
  );

  const recentPayments = sqlite.prepare<
    [{ store: number; now: number; limit: number }],
    { id: number; username: string; plan_name: string; amount_cents: number; paid_at: number }
  >(
    `SELECT p.id, s.username, pl.name AS plan_name, p.amount_cents, p.paid_at
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

  const windowFor = (storeId: number) => params(storeId, reportWindow(deps.clock.now()));

  const subscribers = (p: WindowParams) => {
    const row = activeSubscribers.get(p)!;
    return countWithGrowth(row.current, row.previous);
  };

  const vouchersUsed = (p: WindowParams) => {
    const row = redemptionCounts.get(p)!;
    return countWithGrowth(row.current ?? 0, row.previous ?? 0);
  };

  return {
    summaryOverview: ({ storeId }) => {
      const p = windowFor(storeId);
      const subs = subscribers(p);
      const used = vouchersUsed(p);
      return {
        data: {
          subscriber_total: subs.total,
          subscriber_growth: subs.growth,
          voucher_total: used.total,
          voucher_growth: used.growth,
        },
      };
    },

    summaryRevenue: ({ storeId }) => {
      const p = windowFor(storeId);
      const series = revenueSeries(p.now, revenueByMonth.all(p));
      const recent = recentPayments.all({ store: storeId, now: p.now, limit: TOP_ITEMS }).map((r) => ({
        id: r.id,
        username: r.username,
        plan_name: r.plan_name,
        amount: euros(r.amount_cents),
        paid_at: iso(r.paid_at),
      }));
      return {
        data: {
          revenue_total: euros(series.totalCents),
          revenue_growth: series.growth,
          currency: 'EUR' as const,
          last_6_month: series.last6Month,
          recent,
        },
      };
    },

    // Most-used vouchers: the top 5 by redemptions this month (ties by name), each against its
    // monthly allowance, so the dashboard's progress bar shows how much of this month's use is taken.
    summaryVoucher: ({ storeId }) => {
      const p = windowFor(storeId);
      const used = vouchersUsed(p);
      const top = topVouchersThisMonth.all({ ...p, limit: TOP_ITEMS });
      const capacity =
        top.length === 0
          ? new Map<number, number>()
          : new Map(
              voucherCapacity
                .all({ ...p, ids: JSON.stringify(top.map((v) => v.id)) })
                .map((r) => [r.voucher_id, r.capacity]),
            );
      return { data: { voucher_total: used.total, voucher_growth: used.growth, items: withCapacity(top, capacity) } };
    },

    summarySubscriber: ({ storeId }) => {
      const p = windowFor(storeId);
      const subs = subscribers(p);
      return {
        data: {
          subscriber_total: subs.total,
          subscriber_growth: subs.growth,
          items: topSubscribers.all({ ...p, limit: TOP_ITEMS }),
        },
      };
    },

    planReport: ({ storeId }) => {
      const p = windowFor(storeId);
      const revenue = monthRevenue.get(p)!;
      const current = revenue.current ?? 0;
      const subs = subscribers(p);
      return {
        data: {
          revenue: euros(current),
          revenue_growth: String(growthPercent(current, revenue.previous ?? 0)),
          subscriber_count: subs.total,
          subscriber_growth: String(subs.growth),
          currency: 'EUR' as const,
        },
      };
    },
  };
};
