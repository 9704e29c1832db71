/**
 * The part of the form kit that reads a failed call: which of the server's messages land on which
 * field, and what is left for a toast. Free of react-hook-form and zod, so the login (the app's
 * first screen) can use it without downloading either.
 */
import { notifyError } from '@/components/toasts/toast-store';
import { isApiError } from '@/lib/api-client';

/**
 * The form field of each server error key: a table ({ scheduled_at: 'time' }), listed in the
 * form's order, or a function (for keys such as "schedule.end_time" or "informations.2"). Keys
 * without a field are left to the toast.
 */
export type ServerFields = Readonly<Record<string, string>> | ((key: string) => string | undefined);

export interface ServerErrorRules {
  fields?: ServerFields;
  /** The form's fields from top to bottom (path prefixes): the first message in it gets the focus. */
  order?: readonly string[];
  /** A status whose user_message belongs to one field as a whole (409: the voucher's status). */
  statusFields?: Readonly<Partial<Record<number, string>>>;
}

/** One server message on one form field. */
export interface FieldMessage {
  field: string;
  message: string;
}

function rank(order: readonly string[] | undefined, field: string): number {
  if (!order) return 0;
  const i = order.findIndex((prefix) => field === prefix || field.startsWith(`${prefix}.`));
  return i < 0 ? order.length : i;
}

/**
 * The messages of a failed call that belong to the form's fields, one per field, in the form's
 * order. Empty when the call failed for another reason (a lost connection) or named no field.
 */
export function serverFieldMessages(error: unknown, rules: ServerErrorRules): FieldMessage[] {
  if (!isApiError(error)) return [];
  const found: FieldMessage[] = [];
  const add = (field: string | undefined, message: string | undefined) => {
    if (field && message && !found.some((m) => m.field === field)) found.push({ field, message });
  };
  add(rules.statusFields?.[error.status], error.userMessage);
  const { fields } = rules;
  if (typeof fields === 'function') {
    for (const [key, messages] of Object.entries(error.errors)) add(fields(key), messages[0]);
  } else if (fields) {
    for (const [key, field] of Object.entries(fields)) add(field, error.errors[key]?.[0]);
  }
  // A stable sort: messages the order does not tell apart keep the server's order.
  return found.sort((a, b) => rank(rules.order, a.field) - rank(rules.order, b.field));
}

/**
 * The one toast rule of the forms: a failure the fields already show is only logged; anything else
 * (a message that names no field, a lost connection) is a toast with the server's user_message.
 */
export function notifyUnlessOnField(error: unknown, shownOnField: boolean): void {
  if (shownOnField) console.error(error);
  else notifyError(error);
}
