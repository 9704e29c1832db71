/** Calendar months in UTC, for the reports. The month and billing arithmetic itself is in contracts. */
import { monthKey, monthStart } from '@mbo/contracts';

export { monthKey, monthStart };

/** The `count` months ending with the month of `now`, oldest first, as YYYY-MM. */
export function lastMonths(now: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthKey(monthStart(now, i - count + 1)));
}

/** Series over `months` with missing months as 0. */
export function fillMonths(
  months: string[],
  amounts: ReadonlyMap<string, number>,
): { month: string; amount: number }[] {
  return months.map((month) => ({ month, amount: amounts.get(month) ?? 0 }));
}
