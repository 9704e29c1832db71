import type { BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import {
  type FieldMessage,
  type LeaveGuard,
  type SaveOptions,
  serverFieldMessages,
  type ServerFields,
  useLeaveGuard,
  useSave,
} from './core';
import type { LazyResolver } from './lazy-resolver';
import { isApiError } from '@/lib/api-client';

export interface ServerErrorRules {
  /** Which server error key lands on which field. */
  fields?: ServerFields;
  /** The form's fields from top to bottom (path prefixes): the first message in it gets the focus. */
  order?: readonly string[];
  /** A status whose user_message belongs to one field as a whole (409: the voucher's status). */
  statusFields?: Readonly<Partial<Record<number, string>>>;
}

const rank = (order: readonly string[], field: string) => {
  const i = order.findIndex((prefix) => field === prefix || field.startsWith(`${prefix}.`));
  return i < 0 ? order.length : i;
};

/** The server's messages for a form's fields, in the form's order (see ServerErrorRules). */
export function formFieldMessages(error: unknown, rules: ServerErrorRules): FieldMessage[] {
  const found = rules.fields ? serverFieldMessages(error, rules.fields) : [];
  const whole = isApiError(error) ? rules.statusFields?.[error.status] : undefined;
  if (whole && isApiError(error) && !found.some((m) => m.field === whole)) {
    found.unshift({ field: whole, message: error.userMessage });
  }
  const { order } = rules;
  // A stable sort: messages the order does not tell apart keep their order.
  return order ? found.sort((a, b) => rank(order, a.field) - rank(order, b.field)) : found;
}

export type SaveFormOptions<V extends FieldValues, O, R> = UseFormProps<V, unknown, O> &
  Omit<SaveOptions<O, R>, 'placeOnFields'> &
  ServerErrorRules;

export interface SaveForm<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** The <form>'s submit handler: checks the rules, then sends what they let through. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Sends values already checked (after a confirmation step, say). */
  send: (output: O) => Promise<void>;
  pending: boolean;
  saved: boolean;
  guard: LeaveGuard;
  /** Starts loading the form's rules when they load on demand (lazyResolver); otherwise nothing. */
  preload: () => void;
}

/**
 * A react-hook-form form that saves through the kit: its rules checked before sending (pass a
 * formResolver), the server's messages on the fields they name with the focus on the first, the
 * rest as a toast, one call at a time, and a question before unsaved changes are left.
 */
export function useSaveForm<V extends FieldValues, O = V, R = unknown>({
  save,
  onSaved,
  onFailed,
  report,
  repeatable,
  fields,
  order,
  statusFields,
  ...formProps
}: SaveFormOptions<V, O, R>): SaveForm<V, O> {
  const form = useForm<V, unknown, O>(formProps);
  const saving = useSave<O, R>({
    save,
    onFailed,
    report,
    repeatable,
    placeOnFields: (error) => {
      const messages = formFieldMessages(error, { fields, order, statusFields });
      let focused = false;
      for (const { field, message } of messages) {
        // A list's own message ("vouchers.root") has no input: the first named input takes the focus.
        const focus: boolean = !focused && !field.endsWith('.root');
        form.setError(field as Path<V>, { type: 'server', message }, { shouldFocus: focus });
        focused ||= focus;
      }
      return messages.length > 0;
    },
    onSaved: (result, output) => {
      guard.release();
      onSaved?.(result, output);
    },
  });
  const guard = useLeaveGuard(form.formState.isDirty && !saving.saved);

  return {
    form,
    onSubmit: form.handleSubmit(saving.send),
    send: saving.send,
    pending: saving.pending || form.formState.isSubmitting,
    saved: saving.saved,
    guard,
    preload: () => (formProps.resolver as Partial<LazyResolver<V, O>> | undefined)?.preload?.(),
  };
}
