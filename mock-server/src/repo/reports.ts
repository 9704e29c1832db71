/**
 * The aggregate queries behind the dashboard and plan reports. Each is bounded by the store and a
 * time range so the (store_id, instant) indexes serve it on the large seed; the arithmetic on the
 * answers (windows, growth, the revenue series) is domain/reports.ts.
 */
import type { DbHandle, PaymentRow, SubscriberRow } from '@mbo/db';
import type { ReportWindow } from '../domain/reports';

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

// A membership is active at t when it has started and its cancellation has not taken effect yet.
const activeAt = (t: string) => `subscribed_at <= ${t} AND (cancel_at IS NULL OR cancel_at > ${t})`;

export function createReportRepository({ sqlite }: Pick<DbHandle, 'sqlite'>) {
  // Distinct fans, so a fan holding two plans counts once: now and at the same moment last month.
  const activeSubscribers = sqlite.prepare<[WindowParams], { current: number; previous: number }>(
    `SELECT
       COUNT(DISTINCT CASE WHEN ${activeAt('@now')} THEN subscriber_id END) AS current,
       COUNT(DISTINCT CASE WHEN ${activeAt('@previousNow')} THEN subscriber_id END) AS previous
     FROM memberships
     WHERE store_id = @store AND subscribed_at <= @now AND (cancel_at IS NULL OR cancel_at > @previousNow)`,
  );

  // This month so far, and the same days of last month (previousNow is always in last month).
  const redemptionCounts = sqlite.prepare<[WindowParams], { current: number | null; previous: number | null }>(
    `SELECT SUM(redeemed_at >= @currentStart) AS current, SUM(redeemed_at <= @previousNow) AS previous
     FROM redemptions
     WHERE store_id = @store AND redeemed_at >= @previousStart AND redeemed_at <= @now`,
  );

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
    activeSubscribers: (p: WindowParams) => activeSubscribers.get(p)!,
    /** Redemptions this month so far and in the same days of last month. */
    redemptionCounts: (p: WindowParams) => redemptionCounts.get(p)!,
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
