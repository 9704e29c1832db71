/**
 * The money model: amounts are integer cents in storage and in every computation; the wire
 * carries euros as JSON numbers with at most two decimals; formatting happens only where a person
 * reads them. These are the two conversions, and the schema every money input goes through.
 */
import { z } from 'zod';

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

/**
 * An amount in euros: not negative, at most two decimals, from `minCents` to `maxCents`. A refusal
 * is a custom issue with MoneyIssueParams and no fixed message, so the error maps word it.
 */
export function moneyInput({ minCents = 0, maxCents }: { minCents?: number; maxCents: number }) {
  const limits = { min: toEuros(minCents), max: toEuros(maxCents) };
  return (
    z
      .number()
      .check((ctx) => {
        const problem = moneyProblem(ctx.value, minCents, maxCents);
        if (problem) {
          ctx.issues.push({
            code: 'custom',
            input: ctx.value,
            params: { money: problem, ...limits } satisfies MoneyIssueParams,
          });
        }
      })
      // No `multipleOf: 0.01` in the document: JSON Schema validators test it in binary floating
      // point, where 19.9 is no multiple of 0.01. The description says it instead.
      .meta({
        type: 'number',
        minimum: limits.min,
        maximum: limits.max,
        description: `Euros with at most two decimals (whole cents), from ${limits.min.toFixed(2)} to ${limits.max.toFixed(2)}.`,
      } as Record<string, unknown>)
  );
}

/** The English message of a refused amount: the server's text (the catalogue translates it). */
export function moneyMessage({ money, min, max }: MoneyIssueParams): string {
  const euros = (n: number) => `€${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  switch (money) {
    case 'negative':
      return 'The amount must not be negative';
    case 'decimals':
      return 'The amount can have at most two decimals, like 19.90';
    case 'too_small':
      return `The amount must be at least ${euros(min)}`;
    case 'too_big':
      return `The amount must be at most ${euros(max)}`;
  }
}
