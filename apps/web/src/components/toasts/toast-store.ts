import type { TextKey } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { noAnswerKey } from '@/lib/failure';

/**
 * Error notifications: the newest on top, each gone after 5000 ms or when closed. A text already
 * on screen is not shown twice (it stays for another 5000 ms), and at most two show: a third
 * pushes the oldest out, so the stack never buries the page.
 */
export const TOAST_LIFETIME_MS = 5000;
export const MAX_TOASTS = 2;

export interface Toast {
  id: number;
  /** A message to show as is (an API's user_message)… */
  message?: string;
  /** …or an i18n key. */
  messageKey?: TextKey;
  /** Errors unless said otherwise; a success confirms a finished action ("Broadcast requested"). */
  tone?: 'error' | 'success';
}

type Listener = () => void;
let toasts: Toast[] = [];
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let lastId = 0;

const emit = () => listeners.forEach((l) => l());

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => toasts,

  /** Adds a toast on top, with an id taken from the current time; returns its id. */
  push(toast: Omit<Toast, 'id'>): number {
    const same = toasts.find(
      (t) => t.message === toast.message && t.messageKey === toast.messageKey && t.tone === toast.tone,
    );
    if (same) {
      // Already on screen: it stays, for a full lifetime from now.
      clearTimeout(timers.get(same.id));
      timers.set(
        same.id,
        setTimeout(() => toastStore.dismiss(same.id), TOAST_LIFETIME_MS),
      );
      return same.id;
    }
    // Two toasts in the same millisecond still need distinct ids.
    const id = Math.max(Date.now(), lastId + 1);
    lastId = id;
    const next = [{ ...toast, id }, ...toasts];
    for (const old of next.slice(MAX_TOASTS)) {
      clearTimeout(timers.get(old.id));
      timers.delete(old.id);
    }
    toasts = next.slice(0, MAX_TOASTS);
    timers.set(
      id,
      setTimeout(() => toastStore.dismiss(id), TOAST_LIFETIME_MS),
    );
    emit();
    return id;
  },

  dismiss(id: number) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    const next = toasts.filter((t) => t.id !== id);
    if (next.length !== toasts.length) {
      toasts = next;
      emit();
    }
  },

  clear() {
    timers.forEach((t) => clearTimeout(t));
    timers.clear();
    toasts = [];
    // No id is in use any more, so ids may follow the clock again (a test's clock may go back).
    lastId = 0;
    emit();
  },
};

/** Confirms a finished action with a success toast (same stack, same lifetime). */
export function notifySuccess(messageKey: TextKey): void {
  toastStore.push({ messageKey, tone: 'success' });
}

/** Shows a failed call: the API's user_message, otherwise "Connection error" or, offline, that nothing was sent. The error is logged too. */
export function notifyError(error: unknown): void {
  console.error(error);
  if (isApiError(error)) toastStore.push({ message: error.userMessage });
  else toastStore.push({ messageKey: noAnswerKey() });
}
