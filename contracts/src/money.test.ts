import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PriceQuery } from './common';
import { feeCents, finalPriceCents } from './fee';
import { isWholeCents, moneyInput, toCents, toEuros } from './money';
import { PlanBody } from './plans';

describe('the fee rule', () => {
  it('is 10 % rounded half up to the cent, at least €0.50', () => {
    expect(feeCents(1995)).toBe(200); // 199.5 cents rounds up
    expect(feeCents(1994)).toBe(199); // 199.4 cents rounds down
    expect(feeCents(2990)).toBe(299);
    expect(feeCents(300)).toBe(50);
    expect(feeCents(0)).toBe(0);
    expect(finalPriceCents(1990)).toBe(2189);
  });

  it('agrees with exact integer arithmetic for every price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (price) => {
        const exact = (BigInt(price) * 10n + 50n) / 100n;
        expect(feeCents(price)).toBe(Math.max(50, Number(exact)));
        expect(Number.isInteger(feeCents(price))).toBe(true);
      }),
    );
  });
});

describe('cents and euros', () => {
  it('round-trip every whole-cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(toCents(toEuros(cents))).toBe(cents);
        expect(isWholeCents(toEuros(cents))).toBe(true);
      }),
    );
  });

  it('tells sub-cent amounts apart', () => {
    expect(isWholeCents(19.99)).toBe(true);
    expect(isWholeCents(0.1 + 0.2)).toBe(true);
    expect(isWholeCents(19.999)).toBe(false);
    expect(isWholeCents(0.005)).toBe(false);
  });
});

describe('money inputs', () => {
  const price = moneyInput({ minCents: 50, maxCents: 1_000_000 });
  const problem = (v: unknown) => {
    const r = price.safeParse(v);
    return r.success ? null : r.error.issues[0]!;
  };

  it('accept whole cents within the limits', () => {
    for (const v of [0.5, 19.9, 19.99, 10_000]) expect(price.safeParse(v).success).toBe(true);
  });

  it('refuse negative, sub-cent and out-of-range amounts, each with its own message', () => {
    expect(problem(-1)).toMatchObject({ params: { money: 'negative' }, message: 'The amount must not be negative' });
    expect(problem(19.999)).toMatchObject({
      params: { money: 'decimals' },
      message: 'The amount can have at most two decimals, like 19.90',
    });
    expect(problem(0.49)).toMatchObject({ message: 'The amount must be at least €0.50' });
    expect(problem(10_000.01)).toMatchObject({ message: 'The amount must be at most €10,000.00' });
  });

  it('name the field in a body: the plan price', () => {
    const r = PlanBody.safeParse({
      name: 'Coffee',
      price: 19.999,
      billing_period_id: 1,
      vouchers: [{ voucher_id: 1, max_use_qty: 1 }],
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['price', 'The amount can have at most two decimals, like 19.90'],
    ]);
  });

  it('apply to prices sent as numbers in a query too', () => {
    expect(PriceQuery.safeParse(19.999).success).toBe(false);
    expect(PriceQuery.safeParse('19.99').data).toBe(19.99);
  });
});
