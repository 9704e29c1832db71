import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/** A field's message: server errors read as sent, the form's own rules are i18n keys. */
export function errorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message);
}

/**
 * Puts the server's per-field errors on the matching inputs. `fields` names the form field of each
 * server key, as a table ({ scheduled_at: 'time' }) or a function (for keys such as
 * "schedule.end_time" or "informations.2"); keys without a field are left to the toast.
 * Returns true when at least one field got a message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Partial<Record<string, Path<T>>> | ((key: string) => Path<T> | undefined),
): boolean {
  if (!isApiError(error)) return false;
  const fieldOf = typeof fields === 'function' ? fields : (key: string) => fields[key];
  let applied = false;
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = fieldOf(key);
    const message = messages[0];
    if (!field || !message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
