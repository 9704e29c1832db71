/**
 * The money rules without a schema library: the conversions between euros and cents, the plan
 * price limits and why an amount is refused. A screen that only checks an amount (the fee
 * preview) imports these alone, so it does not load zod; money.ts builds the schema on them.
 */
/** Euros (at most two decimals) to cents. Rounds away float noise: 19.99 → 1999, not 1998. */
export const toCents = (euros: number): number => Math.round(euros * 100);

/** Cents to euros for the wire. */
export const toEuros = (cents: number): number => Math.round(cents) / 100;

/** True when `euros` is a whole number of cents (19.9, 19.99; not 19.999). */
export function isWholeCents(euros: number): boolean {
  const cents = euros * 100;
  return Number.isFinite(cents) && Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** A plan's price per billing period: from €0.50 to €10,000.00. */
export const PLAN_PRICE_MIN_CENTS = 50;
export const PLAN_PRICE_MAX_CENTS = 1_000_000;

/** Why an amount is refused; the message is chosen by the error map (contracts/common.ts, the web forms). */
export type MoneyProblem = 'negative' | 'decimals' | 'too_small' | 'too_big';

/** The params a refused amount's issue carries, so each side can word it in its own language. */
export interface MoneyIssueParams {
  money: MoneyProblem;
  /** The limits in euros. */
  min: number;
  max: number;
}

export function moneyProblem(euros: number, minCents: number, maxCents: number): MoneyProblem | null {
  if (euros < 0) return 'negative';
  if (!isWholeCents(euros)) return 'decimals';
  const cents = toCents(euros);
  if (cents < minCents) return 'too_small';
  if (cents > maxCents) return 'too_big';
  return null;
}

/** Reads the money params of an issue, if it is a refused amount. */
export function moneyIssue(issue: { code?: string; params?: unknown }): MoneyIssueParams | null {
  const params = issue.params as Partial<MoneyIssueParams> | undefined;
  return issue.code === 'custom' && params && typeof params.money === 'string' ? (params as MoneyIssueParams) : null;
}
