import { useRef, useState } from 'react';
import { notifyUnlessOnField, serverFieldMessages, type FieldMessage, type ServerErrorRules } from './server-errors';

export interface SaveOptions<I, R> extends ServerErrorRules {
  /** The call: resolves with the answer, or throws the API's error. */
  save: (input: I) => Promise<R>;
  onSaved?: (result: R, input: I) => void;
  /**
   * Shows the server's messages on the form's fields. Called after every failure, with no messages
   * when the failure names no field, so a field can drop what an earlier failure put there.
   */
  showOnFields?: (messages: FieldMessage[]) => void;
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
      const messages = options.showOnFields ? serverFieldMessages(error, options) : [];
      options.showOnFields?.(messages);
      (options.report ?? notifyUnlessOnField)(error, messages.length > 0);
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
