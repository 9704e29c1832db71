/** Calendar months in UTC. */
export const monthKey = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** Start of the month containing `ms`, shifted by `offset` months. */
export function monthStart(ms: number, offset = 0): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1);
}

/** The `count` months ending with the month of `now`, oldest first, as YYYY-MM. */
export function lastMonths(now: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthKey(monthStart(now, i - count + 1)));
}

/** Series over `months` with missing months as 0. */
export function fillMonths(months: string[], amounts: ReadonlyMap<string, number>): { month: string; amount: number }[] {
  return months.map((month) => ({ month, amount: amounts.get(month) ?? 0 }));
}

/** End of the billing month that contains `ms`, counted from the subscription's day of month. */
export function endOfBillingMonth(subscribedAt: number, ms: number): number {
  const start = new Date(subscribedAt);
  const day = start.getUTCDate();
  const at = new Date(ms);
  let y = at.getUTCFullYear();
  let m = at.getUTCMonth();
  const candidate = (yy: number, mm: number) => {
    const lastDay = new Date(Date.UTC(yy, mm + 1, 0)).getUTCDate();
    return Date.UTC(yy, mm, Math.min(day, lastDay), start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds());
  };
  let end = candidate(y, m);
  while (end <= ms) {
    m += 1;
    if (m > 11) {
      m = 0;
      y += 1;
    }
    end = candidate(y, m);
  }
  return end;
}
