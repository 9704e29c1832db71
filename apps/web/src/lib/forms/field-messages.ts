/**
 * The one way a broken rule becomes the text under a field: a zod issue (its code, its field, the
 * value it judged) is looked up in the form's table of i18n keys. A form whose schema already names
 * its keys (z.string({ error: 'common.errors.required' })) keeps them.
 */
import i18n, { type TextKey } from '@/i18n';
import type { FieldError } from 'react-hook-form';

/** What a field's value did wrong: zod's issue code, or `required` for an empty value. */
export type IssueKind =
  | 'required'
  | 'invalid_type'
  | 'too_small'
  | 'too_big'
  | 'not_multiple_of'
  | 'invalid_format'
  | 'invalid_value'
  | 'custom'
  /** A refused amount (the contract's moneyInput): why, so each field words it. */
  | 'money_negative'
  | 'money_decimals'
  | 'money_too_small'
  | 'money_too_big'
  /** Any other code, and the last resort of every field. */
  | 'invalid';

/** An i18n key below the table's prefix, or one chosen by the form's values (a cross-field rule). */
export type MessageRule<V> = string | ((values: V) => string);

/** One rule for every issue of a field, or a rule per kind. */
export type FieldRules<V> = MessageRule<V> | Partial<Record<IssueKind, MessageRule<V>>>;

export interface FormMessages<V = unknown> {
  /** Where the form's texts live, e.g. `vouchers.form.errors.`. */
  prefix: string;
  /** By field path, with list positions as `*`: `informations.*`, `vouchers.*.voucher_id`. */
  fields?: Readonly<Record<string, FieldRules<V>>>;
  /** For every field, where its own rules say nothing; below them `required` and `invalid`. */
  defaults?: Readonly<Partial<Record<IssueKind, MessageRule<V>>>>;
}

/** The part of a zod issue the table reads (zod's raw and final issues both have it). */
export interface IssueLike {
  code: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  message?: string;
}

/** The shared texts: for forms whose schema names its own keys, and the words of last resort. */
export const COMMON_MESSAGES: FormMessages = { prefix: 'common:errors.' };

const KINDS = new Set<string>([
  'invalid_type',
  'too_small',
  'too_big',
  'not_multiple_of',
  'invalid_format',
  'invalid_value',
  'custom',
  'money_negative',
  'money_decimals',
  'money_too_small',
  'money_too_big',
]);
/** Only these codes can mean "nothing was entered"; a malformed empty time is still malformed. */
const EMPTY_MEANS_REQUIRED = new Set(['invalid_type', 'too_small']);
/** A text key ("auth:errors.location") rather than prose: the schema chose the words itself. */
const MESSAGE_KEY = /^[a-z]+:\w+(\.\w+)*$/i;

const isEmpty = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** "vouchers.2.voucher_id" → "vouchers.*.voucher_id": one rule for every row of a list. */
export const pathPattern = (path: readonly PropertyKey[] = []) =>
  path.map((part) => (typeof part === 'number' || /^\d+$/.test(String(part)) ? '*' : String(part))).join('.');

/** The i18n key of the message for an issue, by the form's table. */
export function issueMessage<V>(issue: IssueLike, messages: FormMessages<V>, values?: V): string {
  if (issue.message && MESSAGE_KEY.test(issue.message)) return issue.message;
  const own = messages.fields?.[pathPattern(issue.path)];
  const byKind = typeof own === 'object' ? own : undefined;
  const whole = typeof own === 'object' ? undefined : own;
  const defaults = messages.defaults ?? {};
  const kind = KINDS.has(issue.code) ? (issue.code as IssueKind) : 'invalid';
  const rule =
    EMPTY_MEANS_REQUIRED.has(issue.code) && isEmpty(issue.input)
      ? (whole ?? byKind?.required ?? defaults.required ?? 'required')
      : (whole ?? byKind?.[kind] ?? defaults[kind] ?? defaults.invalid ?? 'invalid');
  return messages.prefix + (typeof rule === 'function' ? rule(values as V) : rule);
}

/**
 * A field's message as shown: the server's words as sent, the form's own rules in the interface's
 * language (a key `issueMessage` made from the form's table; field-messages.test checks each exists).
 */
export function errorText(error: Pick<FieldError, 'message' | 'type'> | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : i18n.t(error.message as TextKey);
}
