/**
 * The money model: amounts are integer cents in storage and in every computation; the wire
 * carries euros as JSON numbers with at most two decimals; formatting happens only where a person
 * reads them. The conversions and rules (money-rules.ts), and the schema every money input goes through.
 */
import { z } from 'zod';
import { moneyProblem, toEuros, type MoneyIssueParams } from './money-rules';

export * from './money-rules';

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
      // `multipleOf: 0.01` states the two decimals in the document. A validator that divides in
      // binary floating point finds 19.9 no multiple of 0.01 (19.9 / 0.01 = 1989.9999999999998):
      // give it a tolerance (ajv's multipleOfPrecision, as scripts/openapi-check.ts does).
      .meta({
        type: 'number',
        minimum: limits.min,
        maximum: limits.max,
        multipleOf: 0.01,
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
