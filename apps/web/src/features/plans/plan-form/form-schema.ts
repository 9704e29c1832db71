/**
 * The plan form's rules: the contract's PlanBody itself, fed the form's values through `toBody`,
 * with every message an i18n key (plans.form.errors.*): the rules are the server's, the words the
 * user's.
 */
import { PlanBody, z } from '@mbo/contracts';
import type { FormMessages } from '@/lib/forms/field-messages';
import { formResolver } from '@/lib/forms/resolver';
import { toBody, type PlanFormValues } from './form-values';

export type PlanBodyOutput = z.output<typeof PlanBody>;

const points = { too_small: 'pointEmpty', too_big: 'pointsMany' } as const;
const point = { required: 'pointEmpty', too_small: 'pointEmpty', too_big: 'pointLong' } as const;
const price = {
  invalid_type: 'price',
  too_small: 'price',
  too_big: 'price',
  not_multiple_of: 'price',
  money_negative: 'priceNegative',
  money_decimals: 'priceDecimals',
  money_too_small: 'price',
  money_too_big: 'price',
} as const;

/** Which text each broken rule shows, by field. */
export const PLAN_MESSAGES: FormMessages<PlanFormValues> = {
  prefix: 'plans:form.errors.',
  fields: {
    name: { too_small: 'nameShort', too_big: 'nameLong' },
    price,
    billing_period_id: { required: 'periodRequired', invalid_type: 'periodRequired' },
    // The contract's own rule on the list: at least one voucher that is not an extra.
    vouchers: { too_small: 'needVoucher', too_big: 'tooManyVouchers', custom: 'needGuaranteed' },
    'vouchers.*.voucher_id': { required: 'voucherRequired', invalid_type: 'voucherRequired', custom: 'duplicate' },
    'vouchers.*.max_use_qty': 'maxUse',
    how_to_use: points,
    'how_to_use.*': point,
    perks_and_benefits: points,
    'perks_and_benefits.*': point,
    terms_and_conditions: { too_big: 'termsLong' },
  },
};

/** react-hook-form's resolver for the plan form: values in, the request body out. */
export const planResolver = formResolver(
  z.preprocess((values: PlanFormValues) => toBody(values), PlanBody),
  PLAN_MESSAGES,
);
