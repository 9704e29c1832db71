/**
 * The form kit's light core: what every form needs to save, and nothing of react-hook-form or zod,
 * so the login (the app's first screen) can use it without downloading either. Which of the
 * server's messages land on which field, the toast rule for the rest, one call at a time, and the
 * question before unsaved input is left. One module, so the sign-in loads it as one piece.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { notifyError } from '@/components/toasts/toast-store';
import { isApiError } from '@/lib/api-client';

/**
 * The form field of each server error key: a table ({ scheduled_at: 'time' }), listed in the
 * form's order, or a function (for keys such as "schedule.end_time" or "informations.2"). Keys
 * without a field are left to the toast.
 */
export type ServerFields = Readonly<Record<string, string>> | ((key: string) => string | undefined);

/** One server message on one form field. */
export interface FieldMessage {
  field: string;
  message: string;
}

/**
 * The messages of a failed call that belong to the form's fields, one per field: in the table's
 * order, or the server's for a function. None when the call failed for another reason (a lost
 * connection) or named no field.
 */
export function serverFieldMessages(error: unknown, fields: ServerFields): FieldMessage[] {
  if (!isApiError(error)) return [];
  const found: FieldMessage[] = [];
  const add = (field: string | undefined, message: string | undefined) => {
    if (field && message && !found.some((m) => m.field === field)) found.push({ field, message });
  };
  if (typeof fields === 'function') {
    for (const [key, messages] of Object.entries(error.errors)) add(fields(key), messages[0]);
  } else {
    for (const [key, field] of Object.entries(fields)) add(field, error.errors[key]?.[0]);
  }
  return found;
}

/**
 * The one toast rule of the forms: a failure the fields already show is only logged; anything else
 * (a message that names no field, a lost connection) is a toast with the server's user_message.
 */
export function notifyUnlessOnField(error: unknown, shownOnField: boolean): void {
  if (shownOnField) console.error(error);
  else notifyError(error);
}

export interface SaveOptions<I, R> {
  /** The call: resolves with the answer, or throws the API's error. */
  save: (input: I) => Promise<R>;
  onSaved?: (result: R, input: I) => void;
  /**
   * Puts what the failure says about the form's fields on them (see serverFieldMessages), and
   * answers whether any field shows it. Called after every failure, so a field can also drop what
   * an earlier failure put there.
   */
  placeOnFields?: (error: unknown) => boolean;
  onFailed?: (error: unknown) => void;
  /** What becomes of a failure besides its field messages; by default the forms' toast rule. */
  report?: (error: unknown, shownOnField: boolean) => void;
  /**
   * The call may be made again after it succeeded (a resend). Otherwise a form stays done once
   * saved, so nothing is sent twice while the next screen opens.
   */
  repeatable?: boolean;
}

export interface SaveState<I> {
  /** Sends, unless a call of this form is still running (or done, unless repeatable). */
  send: (input: I) => Promise<void>;
  /** A call is running: the submit button shows it and refuses clicks. */
  pending: boolean;
  /** The call succeeded. */
  saved: boolean;
}

/**
 * How every form sends: one call at a time, the server's messages on the fields that they name,
 * the rest as a toast. A ref, not the pending state, refuses the second call, so a double click or
 * Enter pressed twice within one render still sends once.
 */
export function useSave<I, R>(options: SaveOptions<I, R>): SaveState<I> {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);

  const send = async (input: I) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    let result: R;
    try {
      result = await options.save(input);
    } catch (error) {
      busy.current = false;
      setPending(false);
      const shown = options.placeOnFields?.(error) ?? false;
      (options.report ?? notifyUnlessOnField)(error, shown);
      options.onFailed?.(error);
      return;
    }
    busy.current = !options.repeatable;
    setPending(false);
    setSaved(true);
    options.onSaved?.(result, input);
  };

  return { send, pending, saved };
}

export interface LeaveGuard {
  /** Whether a navigation from here would leave unsaved input: the router's blocker asks it. */
  shouldBlock: BlockerFunction;
  /** Call before navigating away on purpose (after a successful submit): no more warnings. */
  release: () => void;
}

/**
 * Warns before the page is left while `active` (a dirty form): the browser's own prompt on reload or
 * close (beforeunload), and a guard for the router's blocker (`useLeaveBlocker`) for links and back
 * inside the app. Refs, not state, decide, so a release right before navigate() takes effect at once.
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const activeRef = useRef(active);
  const releasedRef = useRef(false);
  useLayoutEffect(() => {
    activeRef.current = active;
  }, [active]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      activeRef.current && !releasedRef.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (releasedRef.current) return;
      event.preventDefault();
      // Older browsers still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return {
    shouldBlock,
    release: () => {
      releasedRef.current = true;
    },
  };
}

export interface LeaveBlocker {
  /** An in-app navigation is on hold, waiting for the user to stay or leave. */
  blocked: boolean;
  stay: () => void;
  leave: () => void;
}

/**
 * The router's hold on a navigation the guard stops. Call it in a small component of its own (the
 * question's), never in the form: React Router's useBlocker sets state as it mounts and reads the
 * router's state, so the component that calls it renders again once after mounting and on every
 * navigation. In a form, that was the whole form, every field, twice as it opened.
 */
export function useLeaveBlocker(guard: LeaveGuard): LeaveBlocker {
  const blocker = useBlocker(guard.shouldBlock);
  return {
    blocked: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
