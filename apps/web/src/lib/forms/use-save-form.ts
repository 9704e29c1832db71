import type { BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useLeaveGuard, type LeaveGuard } from '@/components/leave-guard';
import { useSave, type SaveOptions } from './use-save';

export type SaveFormOptions<V extends FieldValues, O, R> = UseFormProps<V, unknown, O> &
  Omit<SaveOptions<O, R>, 'showOnFields'>;

export interface SaveForm<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** The <form>'s submit handler: checks the rules, then sends what they let through. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Sends values already checked (after a confirmation step, say). */
  send: (output: O) => Promise<void>;
  pending: boolean;
  saved: boolean;
  guard: LeaveGuard;
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
    fields,
    order,
    statusFields,
    showOnFields: (messages) => {
      let focused = false;
      for (const { field, message } of messages) {
        // A list's own message ("vouchers.root") has no input: the first named input takes the focus.
        const focus: boolean = !focused && !field.endsWith('.root');
        form.setError(field as Path<V>, { type: 'server', message }, { shouldFocus: focus });
        focused ||= focus;
      }
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
  };
}
