import type { Plan, PlanBody } from '@mbo/contracts';

/** One voucher row of the form; '' while no voucher is chosen yet. */
export interface VoucherRowValues {
  voucher_id: number | '';
  /** As typed. */
  max_use_qty: string;
  additional_voucher: boolean;
}

/**
 * What the plan form edits. The field names are the contract's (PlanBody), so schema and server
 * errors land on the inputs by their path; values stay as typed (text) until `toBody`.
 */
export interface PlanFormValues {
  name: string;
  /** As typed, in the user's locale ("9,90" or "9.90"). */
  price: string;
  billing_period_id: number | '';
  vouchers: VoucherRowValues[];
  how_to_use: string[];
  perks_and_benefits: string[];
  terms_and_conditions: string;
}

export const emptyVoucherRow = (): VoucherRowValues => ({
  voucher_id: '',
  max_use_qty: '1',
  additional_voucher: false,
});

export const emptyPlanValues = (): PlanFormValues => ({
  name: '',
  price: '',
  billing_period_id: '',
  vouchers: [emptyVoucherRow()],
  how_to_use: [],
  perks_and_benefits: [],
  terms_and_conditions: '',
});

const DECIMAL = /^-?\d{1,9}([.,]\d+)?$/;

/**
 * A typed price as a number: digits with an optional comma or point; NaN otherwise, undefined when
 * empty. Whether it is an amount (not negative, whole cents, within the limits) is the contract's
 * call, so each refusal gets its own message.
 */
export function parsePrice(text: string): number | undefined {
  const s = text.trim().replace(/\s/g, '');
  if (s === '') return undefined;
  return DECIMAL.test(s) ? Number(s.replace(',', '.')) : Number.NaN;
}

/** A price as the user types it in their locale: two decimals, no grouping. */
export function priceText(price: number, locale: string): string {
  const text = price.toFixed(2);
  return locale === 'de' ? text.replace('.', ',') : text;
}

const wholeNumber = (text: string): number | undefined => {
  const s = text.trim();
  if (s === '') return undefined;
  return /^\d+$/.test(s) ? Number(s) : Number.NaN;
};

/** The form's values as the request body: numbers parsed, unset choices left out for the schema to name. */
export function toBody(values: PlanFormValues): Record<keyof PlanBody, unknown> {
  return {
    name: values.name,
    price: parsePrice(values.price),
    billing_period_id: values.billing_period_id === '' ? undefined : values.billing_period_id,
    vouchers: values.vouchers.map((v) => ({
      voucher_id: v.voucher_id === '' ? undefined : v.voucher_id,
      max_use_qty: wholeNumber(v.max_use_qty),
      additional_voucher: v.additional_voucher,
    })),
    how_to_use: values.how_to_use,
    perks_and_benefits: values.perks_and_benefits,
    terms_and_conditions: values.terms_and_conditions,
  };
}

/** A stored plan as form values, for editing. */
export function valuesFromPlan(plan: Plan, locale: string): PlanFormValues {
  return {
    name: plan.name,
    price: priceText(plan.price, locale),
    billing_period_id: plan.billing_period.id,
    vouchers: plan.subscription_vouchers.map((sv) => ({
      voucher_id: sv.voucher_id,
      max_use_qty: String(sv.max_use_qty),
      additional_voucher: sv.additional_voucher,
    })),
    how_to_use: plan.how_to_use,
    perks_and_benefits: plan.perks_and_benefits,
    terms_and_conditions: plan.terms_and_conditions,
  };
}

/** The request body of a stored plan as it is: the start of a change made outside the form. */
export function bodyFromPlan(plan: Plan): PlanBody {
  return {
    name: plan.name,
    price: plan.price,
    billing_period_id: plan.billing_period.id,
    vouchers: plan.subscription_vouchers.map((sv) => ({
      voucher_id: sv.voucher_id,
      max_use_qty: sv.max_use_qty,
      additional_voucher: sv.additional_voucher,
    })),
    how_to_use: plan.how_to_use,
    perks_and_benefits: plan.perks_and_benefits,
    terms_and_conditions: plan.terms_and_conditions,
  };
}
