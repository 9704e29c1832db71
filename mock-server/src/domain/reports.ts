/**
 * Report arithmetic over plain numbers, kept apart from SQL so the month and growth rules can be
 * unit-tested without a database. Every window is a UTC calendar month and ends at `now`: rows
 * stamped after the clock have not happened yet (a demo clock may be moved backwards). Growth
 * compares equal periods: this month so far with the same days of last month.
 */
import { addMonths, type ComparedPeriod, type MonthAmount } from '@mbo/contracts';
import { dateOnly, euros } from '../format';
import { growthPercent } from './growth';
import { fillMonths, lastMonths, monthStart } from './months';

/** How many months the revenue chart shows: the current one and five before. */
export const REVENUE_MONTHS = 6;
/** Length of the top lists on the dashboard. */
export const TOP_ITEMS = 5;

export interface ReportWindow {
  /** The instant the report is computed for; windows include it. */
  now: number;
  /** Start of the current month. */
  currentStart: number;
  /** Start of last month. */
  previousStart: number;
  /**
   * The same moment last month (day of month clamped: 31 March → 28 February): the end of the
   * period growth compares with, and when last month's active subscribers are counted.
   */
  previousNow: number;
  /** Start of the oldest month of the revenue chart (and of the loyalty score). */
  seriesStart: number;
}

export function reportWindow(now: number): ReportWindow {
  const currentStart = monthStart(now);
  return {
    now,
    currentStart,
    previousStart: monthStart(now, -1),
    previousNow: addMonths(now, -1),
    seriesStart: monthStart(now, -(REVENUE_MONTHS - 1)),
  };
}

/** The days growth compares with, for the cards' "vs. 1–24 Oct". */
export function comparedPeriod(w: ReportWindow): ComparedPeriod {
  return { from: dateOnly(w.previousStart), to: dateOnly(w.previousNow) };
}

export interface RevenueSeries {
  last6Month: MonthAmount[];
  totalCents: number;
  currentCents: number;
}

/**
 * The revenue chart from per-month sums in cents (months outside the window are ignored, missing
 * ones are 0): the total covers the six months. Its growth is not the last two bars' (a month so
 * far against a whole one) but countWithGrowth over equal periods.
 */
export function revenueSeries(now: number, monthCents: readonly { month: string; cents: number }[]): RevenueSeries {
  const months = lastMonths(now, REVENUE_MONTHS);
  const byMonth = new Map(monthCents.map((r) => [r.month, r.cents]));
  const filled = fillMonths(months, byMonth);
  return {
    last6Month: filled.map(({ month, amount }) => ({ month, amount: euros(amount) })),
    totalCents: filled.reduce((sum, m) => sum + m.amount, 0),
    currentCents: filled[filled.length - 1]!.amount,
  };
}

/** A figure of this month so far and of the same days of last month, with the growth between them. */
export function countWithGrowth(current: number, previous: number): { total: number; growth: number } {
  return { total: current, growth: growthPercent(current, previous) };
}

export interface VoucherUsage {
  id: number;
  name: string;
  total: number;
}

/**
 * Attaches each voucher's monthly capacity: the sum of its max_use_qty over the memberships that
 * held it at some moment this month, so members who left mid-month still count for the uses they
 * made. The share total / max_use_qty is therefore at most 1 in practice; it can exceed 1 only when
 * a billing month straddles two calendar months, and capacity is 0 only when the voucher was taken
 * out of every plan after being used. Both are reported as stored rather than smoothed over.
 */
export function withCapacity(
  items: readonly VoucherUsage[],
  capacity: ReadonlyMap<number, number>,
): (VoucherUsage & { max_use_qty: number })[] {
  return items.map((item) => ({ ...item, max_use_qty: capacity.get(item.id) ?? 0 }));
}
