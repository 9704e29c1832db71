/**
 * The plan form's rules: the contract's PlanBody itself, fed the form's values through `toBody`,
 * with every message an i18n key (plans.form.errors.*): the rules are the server's, the words the
 * user's.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { moneyIssue, PlanBody, z } from '@mbo/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { toBody, type PlanFormValues } from './form-values';

export type PlanBodyOutput = z.output<typeof PlanBody>;

export const errorKey = (name: string) => `plans.form.errors.${name}`;

type Issue = z.core.$ZodRawIssue;

const isEmpty = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** The i18n key of a built-in check's message, by the field it is about. */
export function messageFor(issue: Issue): string {
  const path = (issue.path ?? []).map(String);
  const [top = '', , leaf = ''] = path;
  const isList = top === 'how_to_use' || top === 'perks_and_benefits';
  // The price is an amount: the contract says why it refused it.
  const money = moneyIssue(issue);
  if (money) {
    return errorKey(
      money.money === 'negative' ? 'priceNegative' : money.money === 'decimals' ? 'priceDecimals' : 'price',
    );
  }
  switch (issue.code) {
    case 'invalid_type':
      if (top === 'vouchers' && leaf === 'voucher_id') return errorKey('voucherRequired');
      if (top === 'billing_period_id') return errorKey('periodRequired');
      if (top === 'vouchers' && leaf === 'max_use_qty') return errorKey('maxUse');
      if (!isEmpty(issue.input)) return errorKey(top === 'price' ? 'price' : 'invalid');
      return errorKey('required');
    case 'too_small':
      if (top === 'name') return isEmpty(issue.input) ? errorKey('required') : errorKey('nameShort');
      if (top === 'price') return errorKey('price');
      if (top === 'vouchers') return path.length === 1 ? errorKey('needVoucher') : errorKey('maxUse');
      if (isList) return errorKey('pointEmpty');
      return errorKey('invalid');
    case 'too_big':
      if (top === 'name') return errorKey('nameLong');
      if (top === 'price') return errorKey('price');
      if (top === 'vouchers') return path.length === 1 ? errorKey('tooManyVouchers') : errorKey('maxUse');
      if (isList) return path.length === 1 ? errorKey('pointsMany') : errorKey('pointLong');
      if (top === 'terms_and_conditions') return errorKey('termsLong');
      return errorKey('invalid');
    case 'not_multiple_of':
      return errorKey('maxUse');
    default:
      return errorKey('invalid');
  }
}

/** The contract's own rules carry English texts, which outrank the error map: name them by field. */
function localizeCustom(errors: FieldErrors<PlanFormValues>) {
  const visit = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const error = node as { type?: unknown; message?: unknown };
    if (error.type === 'custom' && typeof error.message === 'string' && !error.message.startsWith(errorKey(''))) {
      error.message = path.at(-1) === 'voucher_id' ? errorKey('duplicate') : errorKey('needGuaranteed');
    }
    for (const [k, child] of Object.entries(node))
      if (k !== 'ref' && k !== 'type' && k !== 'message') visit(child, [...path, k]);
  };
  visit(errors, []);
}

const schema = z.preprocess((values: PlanFormValues) => toBody(values), PlanBody);
const base = zodResolver(schema, { error: messageFor }) as unknown as Resolver<PlanFormValues, unknown, PlanBodyOutput>;

/** react-hook-form's resolver for the plan form: values in, the request body out. */
export const planResolver: Resolver<PlanFormValues, unknown, PlanBodyOutput> = async (values, context, options) => {
  const result = await base(values, context, options);
  localizeCustom(result.errors as FieldErrors<PlanFormValues>);
  return result;
};
