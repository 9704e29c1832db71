import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { notifyError } from '../../components/toasts/toast-store';
import { isApiError } from '../../lib/api-client';

/** A field's message: server errors read as sent, client rules are i18n keys. */
export function errorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message);
}

/**
 * Puts the server's per-field errors on the matching inputs (errors.lng lands with lat on the pin).
 * Returns true when at least one field got a message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = fields[key];
    const message = messages[0];
    if (!field || !message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** A failed call whose errors a form showed (or not) under its fields: only the rest becomes a toast. */
export function notifyUnlessOnField(error: unknown, shownOnField: boolean): void {
  if (shownOnField) console.error(error);
  else notifyError(error);
}
