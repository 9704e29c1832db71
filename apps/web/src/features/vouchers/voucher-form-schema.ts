/**
 * The voucher form's rules: the contract's VoucherBody itself, fed the form's values through
 * `toBody`, with every message an i18n key (vouchers.form.errors.*), so the rules are the server's
 * and the words the user's.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { moneyIssue, VoucherBody, z } from '@mbo/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { toBody, type VoucherFormValues } from './voucher-form-values';

export type VoucherBodyOutput = z.output<typeof VoucherBody>;

const key = (name: string) => `vouchers.form.errors.${name}`;

type Issue = z.core.$ZodRawIssue;

const isEmpty = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** The i18n key of a built-in check's message, by the field it is about. */
export function messageFor(issue: Issue): string {
  const field = issue.path?.join('.') ?? '';
  const top = String(issue.path?.[0] ?? '');
  // The value is an amount: the contract says why it refused it.
  const money = moneyIssue(issue);
  if (money) {
    return key(
      money.money === 'negative' ? 'valueNegative' : money.money === 'decimals' ? 'valueDecimals' : 'valueBig',
    );
  }
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty(issue.input) ? key('required') : key('number');
    case 'too_small':
      if (top === 'name') return isEmpty(issue.input) ? key('required') : key('nameShort');
      if (top === 'informations') return key('pointEmpty');
      if (field === 'schedule.days') return key('days');
      if (top === 'quantity') return key('quantity');
      return key('valueNegative');
    case 'too_big':
      if (top === 'name') return key('nameLong');
      if (field === 'informations') return key('pointsMany');
      if (top === 'informations') return key('pointLong');
      if (top === 'terms_and_conditions') return key('termsLong');
      if (top === 'quantity') return key('quantity');
      return key('valueBig');
    case 'not_multiple_of':
      return key('quantity');
    case 'invalid_format':
      return top === 'schedule' ? key('time') : key('date');
    case 'invalid_value':
      return key('required');
    default:
      return key('invalid');
  }
}

/** The contract's cross-field rules, each by the field it marks. */
function crossFieldKey(field: string, values: VoucherFormValues): string | undefined {
  if (field === 'value') return values.voucher_type === 'DPR' ? key('percentRange') : key('positive');
  if (field === 'end_date') return key('endBeforeStart');
  if (field === 'schedule.end_time') return key('endTimeBeforeStart');
  return undefined;
}

const schema = z.preprocess((values: VoucherFormValues) => toBody(values), VoucherBody);

/**
 * Gives the messages the schema fixed itself (the contract's cross-field rules and its time
 * pattern carry English texts, which outrank the error map) their i18n keys.
 */
function localizeFixed(errors: FieldErrors<VoucherFormValues>, values: VoucherFormValues) {
  const visit = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const error = node as { type?: unknown; message?: unknown };
    if (typeof error.type === 'string' && typeof error.message === 'string' && !error.message.startsWith(key(''))) {
      const field = path.join('.');
      error.message =
        error.type === 'custom'
          ? (crossFieldKey(field, values) ?? key('invalid'))
          : error.type === 'invalid_format'
            ? key(field.startsWith('schedule.') ? 'time' : 'date')
            : key('invalid');
    }
    for (const [k, child] of Object.entries(node)) if (k !== 'ref') visit(child, [...path, k]);
  };
  visit(errors, []);
  return errors;
}

const base = zodResolver(schema, { error: (issue: Issue) => messageFor(issue) });

/** react-hook-form's resolver for the voucher form: VoucherBody's rules, messages as i18n keys. */
export const voucherResolver: Resolver<VoucherFormValues, unknown, VoucherBodyOutput> = async (
  values,
  context,
  options,
) => {
  const result = await base(values, context, options);
  return { values: result.values, errors: localizeFixed(result.errors, values) } as typeof result;
};
