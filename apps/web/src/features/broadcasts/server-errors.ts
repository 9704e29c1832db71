import type { TFunction } from 'i18next';
import type { FieldError, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-client';
import type { RequestValues } from './request-schema';

/** A field's message: the server's read as sent, the form's own rules are i18n keys. */
export function messageOf(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : t(error.message);
}

// The server's field names → the form's; a refused scheduled_at shows under the time.
const FIELDS: Record<string, keyof RequestValues> = {
  subscription_id: 'subscription_id',
  voucher_id: 'voucher_id',
  description: 'description',
  scheduled_at: 'time',
};

/** Puts a 422's field errors under their inputs (focusing the first); false when none fits. */
export function showServerErrors(error: unknown, setError: UseFormSetError<RequestValues>): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  let shown = false;
  for (const [key, [message]] of Object.entries(error.errors)) {
    const field = FIELDS[key];
    if (!field || !message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
