/**
 * Dashboard and plan reports, computed from stored rows relative to the clock (repo/reports.ts
 * reads them; domain/reports.ts does the arithmetic).
 */
import {
  comparedPeriod,
  countWithGrowth,
  reportWindow,
  revenueSeries,
  TOP_ITEMS,
  withCapacity,
  type ReportWindow,
} from '../domain/reports';
import { euros, iso } from '../format';
import { windowParams, type WindowParams } from '../repo/reports';
import type { HandlerFactory } from './types';

export const createReportHandlers: HandlerFactory<
  'summaryOverview' | 'summaryRevenue' | 'summaryVoucher' | 'summarySubscriber' | 'planReport'
> = (deps) => {
  const { reports } = deps.repos;

  /** The report's window: every figure of one answer is computed for the same instant. */
  const windowFor = (storeId: number): WindowParams & { window: ReportWindow } => {
    const window = reportWindow(deps.clock.now());
    return { ...windowParams(storeId, window), window };
  };

  /** A figure of this month against last month's; a sum over no rows reads as null, which is 0. */
  const withGrowth =
    (read: (p: WindowParams) => { current: number | null; previous: number | null }) => (p: WindowParams) => {
      const row = read(p);
      return countWithGrowth(row.current ?? 0, row.previous ?? 0);
    };
  const subscribers = withGrowth(reports.activeSubscribers);
  const vouchersUsed = withGrowth(reports.redemptionCounts);
  const revenue = withGrowth(reports.monthRevenue);

  /** The active subscribers and their growth, as the dashboard's cards name them. */
  const subscriberFigures = (p: WindowParams) => {
    const subs = subscribers(p);
    return { subscriber_total: subs.total, subscriber_growth: subs.growth };
  };

  return {
    summaryOverview: ({ storeId }) => {
      const p = windowFor(storeId);
      const used = vouchersUsed(p);
      return {
        data: {
          ...subscriberFigures(p),
          voucher_total: used.total,
          voucher_growth: used.growth,
          compared_to: comparedPeriod(p.window),
        },
      };
    },

    summaryRevenue: ({ storeId }) => {
      const p = windowFor(storeId);
      const series = revenueSeries(p.now, reports.revenueByMonth(p));
      const month = revenue(p);
      const recent = reports.recentPayments(storeId, p.now, TOP_ITEMS).map((r) => ({
        id: r.id,
        username: r.username,
        plan_name: r.planName,
        amount: euros(r.amountCents),
        paid_at: iso(r.paidAt),
      }));
      return {
        data: {
          revenue_total: euros(series.totalCents),
          revenue_growth: month.growth,
          currency: 'EUR' as const,
          last_6_month: series.last6Month,
          recent,
          compared_to: comparedPeriod(p.window),
        },
      };
    },

    // Most-used vouchers: the top 5 by redemptions this month (ties by name), each against its
    // monthly allowance, so the dashboard's progress bar shows how much of this month's use is taken.
    summaryVoucher: ({ storeId }) => {
      const p = windowFor(storeId);
      const used = vouchersUsed(p);
      const top = reports.topVouchersThisMonth(p, TOP_ITEMS);
      const capacity = reports.voucherCapacity(
        p,
        top.map((v) => v.id),
      );
      return {
        data: {
          voucher_total: used.total,
          voucher_growth: used.growth,
          items: withCapacity(top, capacity),
          compared_to: comparedPeriod(p.window),
        },
      };
    },

    summarySubscriber: ({ storeId }) => {
      const p = windowFor(storeId);
      return {
        data: {
          ...subscriberFigures(p),
          items: reports.topSubscribers(p, TOP_ITEMS),
          compared_to: comparedPeriod(p.window),
        },
      };
    },

    planReport: ({ storeId }) => {
      const p = windowFor(storeId);
      const month = revenue(p);
      const subs = subscribers(p);
      return {
        data: {
          revenue: euros(month.total),
          revenue_growth: String(month.growth),
          subscriber_count: subs.total,
          subscriber_growth: String(subs.growth),
          currency: 'EUR' as const,
          compared_to: comparedPeriod(p.window),
        },
      };
    },
  };
};
