/**
 * The local fan fee: 10 % of the plan price, at least €0.50, rounded to the cent.
 * A copy of mock-server/src/domain/fee.ts (the seed cannot import the mock server, which
 * depends on it); keep both in step.
 */
export function feeCents(priceCents: number): number {
  if (priceCents <= 0) return 0;
  return Math.max(50, Math.round(priceCents * 0.1));
}
