import type { UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import type { PlanFormValues } from './form-values';

const FIELD =
  /^(name|price|billing_period_id|terms_and_conditions|(how_to_use|perks_and_benefits)(\.\d+)?|vouchers\.\d+\.(voucher_id|max_use_qty|additional_voucher))$/;

const FORM_ORDER = ['name', 'price', 'billing_period_id', 'vouchers', 'how_to_use', 'perks_and_benefits', 'terms'];
const rank = (key: string) => {
  const i = FORM_ORDER.findIndex((f) => key.startsWith(f));
  return i < 0 ? FORM_ORDER.length : i;
};

/** Where a server error key lands in the form: its own path, or the voucher list as a whole. */
export function formPathOf(key: string): string | null {
  if (key === 'vouchers') return 'vouchers.root';
  return FIELD.test(key) ? key : null;
}

/**
 * Puts a 422's per-field errors on the matching inputs and focuses the first. Returns true when at
 * least one field got a message; otherwise the caller shows the server's message another way.
 */
export function applyServerErrors(error: unknown, setError: UseFormSetError<PlanFormValues>): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  let applied = false;
  let focused = false;
  // In the form's order, so the focus lands on the first field the user meets.
  const entries = Object.entries(error.errors).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  for (const [key, messages] of entries) {
    const path = formPathOf(key);
    const message = messages[0];
    if (!path || !message) continue;
    // The list's own message has no input to focus: the first named input takes the focus.
    const focus: boolean = !focused && path !== 'vouchers.root';
    setError(path as Parameters<typeof setError>[0], { type: 'server', message }, { shouldFocus: focus });
    focused ||= focus;
    applied = true;
  }
  return applied;
}
