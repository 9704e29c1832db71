import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { messagesByField } from '@/testing';
import { voucherResolver } from './voucher-form-schema';
import { emptyVoucherForm, type VoucherFormValues } from './voucher-form-values';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<VoucherFormValues>;
const check = (patch: Partial<VoucherFormValues>) =>
  voucherResolver(
    { ...emptyVoucherForm('2026-11-15'), name: 'Free espresso', value: '2', ...patch },
    undefined,
    options,
  );

/** Every message the resolver produced, by field path. */
async function messages(patch: Partial<VoucherFormValues>) {
  return messagesByField((await check(patch)).errors);
}

describe('the voucher form’s rules', () => {
  it('are the contract’s, and hand over the body', async () => {
    const { values, errors } = await check({});
    expect(errors).toEqual({});
    expect(values).toMatchObject({ name: 'Free espresso', voucher_type: 'DFP', value: 2, quantity: null });
  });

  it('name every field that is missing or malformed with an i18n key', async () => {
    expect(await messages({ name: ' ', value: '', quantity: '0', start_date: '' })).toEqual({
      name: 'vouchers:form.errors.required',
      value: 'vouchers:form.errors.required',
      quantity: 'vouchers:form.errors.quantity',
    });
    expect(await messages({ name: 'A', value: 'two' })).toEqual({
      name: 'vouchers:form.errors.nameShort',
      value: 'vouchers:form.errors.number',
    });
  });

  it('put the cross-field rules on their fields, in words of the form', async () => {
    expect(
      await messages({
        voucher_type: 'DPR',
        value: '150',
        start_date: '2026-12-01',
        end_date: '2026-11-30',
        has_schedule: true,
        schedule: { start_time: '18:00', end_time: '09:00', days: [] },
      }),
    ).toEqual({
      value: 'vouchers:form.errors.percentRange',
      end_date: 'vouchers:form.errors.endBeforeStart',
      'schedule.end_time': 'vouchers:form.errors.endTimeBeforeStart',
      'schedule.days': 'vouchers:form.errors.days',
    });
    expect(
      await messages({ has_schedule: true, schedule: { start_time: '09:00', end_time: '09:00', days: ['mon'] } }),
    ).toEqual({ 'schedule.end_time': 'vouchers:form.errors.endTimeEqualsStart' });
    expect(await messages({ voucher_type: 'DFP', value: '0' })).toEqual({ value: 'vouchers:form.errors.positive' });
    expect(await messages({ voucher_type: 'GDS', value: '' })).toEqual({});
    // An amount in euros: whole cents only, never negative.
    expect(await messages({ voucher_type: 'DFP', value: '2,555' })).toEqual({
      value: 'vouchers:form.errors.valueDecimals',
    });
    expect(await messages({ voucher_type: 'GDS', value: '-1' })).toEqual({
      value: 'vouchers:form.errors.valueNegative',
    });
  });

  it('ask for the text of an empty point between points, and for a valid time', async () => {
    expect(
      await messages({
        informations: ['Ask at the counter', ' ', 'Enjoy'],
        has_schedule: true,
        schedule: { start_time: '', end_time: '10:00', days: ['mon'] },
      }),
    ).toEqual({
      'informations.1': 'vouchers:form.errors.pointEmpty',
      'schedule.start_time': 'vouchers:form.errors.time',
    });
  });
});
