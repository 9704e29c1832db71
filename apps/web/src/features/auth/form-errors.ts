import { notifyError } from '@/components/toasts/toast-store';

/** A failed call whose errors a form showed (or not) under its fields: only the rest becomes a toast. */
export function notifyUnlessOnField(error: unknown, shownOnField: boolean): void {
  if (shownOnField) console.error(error);
  else notifyError(error);
}
