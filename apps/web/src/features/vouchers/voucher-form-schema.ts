/**
 * The voucher form's rules: the contract's VoucherBody itself, fed the form's values through
 * `toBody`, with every message an i18n key (vouchers.form.errors.*), so the rules are the server's
 * and the words the user's.
 */
import { VoucherBody, z } from '@mbo/contracts';
import type { FormMessages } from '@/lib/forms/field-messages';
import { formResolver } from '@/lib/forms/resolver';
import { toBody, type VoucherFormValues } from './voucher-form-values';

export type VoucherBodyOutput = z.output<typeof VoucherBody>;

const time = { invalid_format: 'time' } as const;
const point = { required: 'pointEmpty', too_small: 'pointEmpty', too_big: 'pointLong' } as const;

/** Which text each broken rule shows, by field. */
export const VOUCHER_MESSAGES: FormMessages<VoucherFormValues> = {
  prefix: 'vouchers:form.errors.',
  fields: {
    name: { too_small: 'nameShort', too_big: 'nameLong' },
    // The contract's cross-field rule: a percentage within 1–100, a fixed discount above 0.
    value: {
      custom: (values) => (values.voucher_type === 'DPR' ? 'percentRange' : 'positive'),
      money_negative: 'valueNegative',
      money_decimals: 'valueDecimals',
      money_too_small: 'valueNegative',
      money_too_big: 'valueBig',
    },
    quantity: { too_small: 'quantity', too_big: 'quantity' },
    end_date: { custom: 'endBeforeStart' },
    'schedule.start_time': time,
    'schedule.end_time': {
      ...time,
      custom: ({ schedule }) =>
        schedule.end_time === schedule.start_time ? 'endTimeEqualsStart' : 'endTimeBeforeStart',
    },
    'schedule.days': { too_small: 'days' },
    informations: { too_big: 'pointsMany' },
    'informations.*': point,
    terms_and_conditions: { too_big: 'termsLong' },
  },
  defaults: {
    invalid_type: 'number',
    too_small: 'valueNegative',
    too_big: 'valueBig',
    not_multiple_of: 'quantity',
    invalid_format: 'date',
    invalid_value: 'required',
  },
};

/** react-hook-form's resolver for the voucher form: VoucherBody's rules, messages as i18n keys. */
export const voucherResolver = formResolver(
  z.preprocess((values: VoucherFormValues) => toBody(values), VoucherBody),
  VOUCHER_MESSAGES,
);
