/**
 * Whole-number percent change against the previous value. A previous value of zero has no
 * ratio: growth is 0 when the current value is zero as well, and 100 when it is above zero
 * (the whole current value is new).
 */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : current > 0 ? 100 : -100;
  const change = ((current - previous) / Math.abs(previous)) * 100;
  // Round half away from zero, so +2.5 and -2.5 mirror each other.
  return Math.sign(change) * Math.round(Math.abs(change)) || 0;
}
