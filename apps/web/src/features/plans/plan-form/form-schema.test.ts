import type { Plan } from '@mbo/contracts';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { planResolver } from './form-schema';
import { emptyPlanValues, parsePrice, priceText, toBody, valuesFromPlan, type PlanFormValues } from './form-values';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<PlanFormValues>;
const resolve = (values: PlanFormValues) => planResolver(values, undefined, options);

const valid = (): PlanFormValues => ({
  name: 'Coffee Lover',
  price: '9,90',
  billing_period_id: 1,
  vouchers: [
    { voucher_id: 3, max_use_qty: '4', additional_voucher: false },
    { voucher_id: 5, max_use_qty: '1', additional_voucher: true },
  ],
  how_to_use: ['Show the QR code'],
  perks_and_benefits: [],
  terms_and_conditions: 'Cancel any time.',
});

describe('parsePrice', () => {
  it('reads a comma or a point with up to two decimals', () => {
    expect(parsePrice('9,90')).toBe(9.9);
    expect(parsePrice(' 12.5 ')).toBe(12.5);
    expect(parsePrice('10')).toBe(10);
  });

  it('is undefined when empty and NaN when it is not a number; the contract judges the amount', () => {
    expect(parsePrice('  ')).toBeUndefined();
    expect(parsePrice('9,999')).toBe(9.999);
    expect(parsePrice('-5')).toBe(-5);
    expect(parsePrice('1.000,50')).toBeNaN();
    expect(parsePrice('abc')).toBeNaN();
  });

  it('writes a price back in the locale', () => {
    expect(priceText(9.9, 'de')).toBe('9,90');
    expect(priceText(9.9, 'en')).toBe('9.90');
  });
});

describe('the plan resolver', () => {
  it('turns valid values into the request body', async () => {
    const result = await resolve(valid());
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Coffee Lover',
      price: 9.9,
      billing_period_id: 1,
      vouchers: [
        { voucher_id: 3, max_use_qty: 4, additional_voucher: false },
        { voucher_id: 5, max_use_qty: 1, additional_voucher: true },
      ],
      how_to_use: ['Show the QR code'],
      perks_and_benefits: [],
      terms_and_conditions: 'Cancel any time.',
    });
  });

  it('names every missing field with an i18n key', async () => {
    const { errors } = await resolve(emptyPlanValues());
    expect(errors.name?.message).toBe('plans:form.errors.required');
    expect(errors.price?.message).toBe('plans:form.errors.required');
    expect(errors.billing_period_id?.message).toBe('plans:form.errors.periodRequired');
    expect(errors.vouchers?.[0]?.voucher_id?.message).toBe('plans:form.errors.voucherRequired');
  });

  it('keeps the contract’s bounds: price, uses per period, list points', async () => {
    const values = valid();
    values.name = 'A';
    values.price = '0,20';
    values.vouchers[0]!.max_use_qty = '0';
    values.how_to_use = ['  '];
    const { errors } = await resolve(values);
    expect(errors.name?.message).toBe('plans:form.errors.nameShort');
    expect(errors.price?.message).toBe('plans:form.errors.price');
    expect(errors.vouchers?.[0]?.max_use_qty?.message).toBe('plans:form.errors.maxUse');
    expect((errors.how_to_use as unknown as Record<number, { message: string }>)[0]?.message).toBe(
      'plans:form.errors.pointEmpty',
    );
  });

  it('says why an amount is refused: sub-cent or negative', async () => {
    expect((await resolve({ ...valid(), price: '19,999' })).errors.price?.message).toBe(
      'plans:form.errors.priceDecimals',
    );
    expect((await resolve({ ...valid(), price: '-5' })).errors.price?.message).toBe('plans:form.errors.priceNegative');
    expect((await resolve({ ...valid(), price: '10000,01' })).errors.price?.message).toBe('plans:form.errors.price');
  });

  it('says a price that is no number is not a price', async () => {
    const { errors } = await resolve({ ...valid(), price: '9,9,9' });
    expect(errors.price?.message).toBe('plans:form.errors.price');
  });

  it('refuses a voucher picked twice and a plan with only additional benefits', async () => {
    const twice = valid();
    twice.vouchers[1]!.voucher_id = 3;
    expect((await resolve(twice)).errors.vouchers?.[1]?.voucher_id?.message).toBe('plans:form.errors.duplicate');

    const extrasOnly = valid();
    extrasOnly.vouchers = extrasOnly.vouchers.map((v) => ({ ...v, additional_voucher: true }));
    const { errors } = await resolve(extrasOnly);
    const arrayError = errors.vouchers?.root ?? (errors.vouchers as { message?: string } | undefined);
    expect(arrayError?.message).toBe('plans:form.errors.needGuaranteed');
  });
});

describe('form values of a stored plan', () => {
  it('edit the plan as it is, price in the locale', () => {
    const plan = {
      name: 'Gold',
      price: 19.9,
      billing_period: { id: 2, label: 'Annually', months: 12 },
      subscription_vouchers: [{ voucher_id: 7, max_use_qty: 2, additional_voucher: true }],
      how_to_use: ['a'],
      perks_and_benefits: ['b'],
      terms_and_conditions: 't',
    } as unknown as Plan;
    const values = valuesFromPlan(plan, 'de');
    expect(values.price).toBe('19,90');
    expect(toBody(values)).toMatchObject({
      price: 19.9,
      billing_period_id: 2,
      vouchers: [{ voucher_id: 7, max_use_qty: 2, additional_voucher: true }],
    });
  });
});
