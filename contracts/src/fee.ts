/**
 * The local fan fee, the one place it is defined, and the one rounding rule of the product:
 * fee = 10 % of the plan price, rounded half up to the cent, at least €0.50. Fans pay
 * price + fee (gross); the platform keeps the fee; the store earns the price (net).
 *
 * Integer cents only: `price × 10 / 100` is computed as `floor((price × 10 + 50) / 100)`, so no
 * binary fraction can tip a half cent either way (€19.95 → 199.5 cents → €2.00).
 * It lives in contracts because the mock server, the seed and the ledger checks all charge it.
 */
export const FEE_PERCENT = 10;
export const FEE_MIN_CENTS = 50;

export function feeCents(priceCents: number): number {
  if (priceCents <= 0) return 0;
  return Math.max(FEE_MIN_CENTS, Math.floor((priceCents * FEE_PERCENT + 50) / 100));
}

/** What a fan pays for one billing period of a plan priced `priceCents`: price + fee. */
export function finalPriceCents(priceCents: number): number {
  return priceCents + feeCents(priceCents);
}
