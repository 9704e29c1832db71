/**
 * The local fan fee, the one place it is defined: 10 % of the plan price, at least €0.50,
 * rounded to the cent. Fans pay price + fee; the store earns the price. It lives in contracts
 * because both the mock server and the seed (which cannot import the server) charge it.
 */
export const FEE_RATE = 0.1;
export const FEE_MIN_CENTS = 50;

export function feeCents(priceCents: number): number {
  if (priceCents <= 0) return 0;
  return Math.max(FEE_MIN_CENTS, Math.round(priceCents * FEE_RATE));
}

export function finalPriceCents(priceCents: number): number {
  return priceCents + feeCents(priceCents);
}
