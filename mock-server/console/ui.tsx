/** The console's shared pieces: language and refresh context, loading hook, outcomes. */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { CallError } from './api';
import type { Lang, Translate } from './texts';

export interface ConsoleContext {
  lang: Lang;
  t: Translate;
  /** Grows after every change, so each panel reloads what it shows. */
  version: number;
  refresh: () => void;
  storeId: number | null;
  pickStore: (id: number) => void;
}

export const Console = createContext<ConsoleContext | null>(null);

export function useConsole(): ConsoleContext {
  const ctx = useContext(Console);
  if (!ctx) throw new Error('useConsole outside the console');
  return ctx;
}

/** What a call brought back, for people: the result, or the API's error in words. */
export interface Outcome {
  ok: boolean;
  text: string;
}

export function errorText(t: Translate, err: unknown): string {
  if (!(err instanceof CallError)) return t('error.unexpected');
  if (err.status === null) return t('error.network');
  const fields = Object.entries(err.errors)
    .filter(([, messages]) => !err.message.endsWith(messages[0] ?? '\u0000'))
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`);
  return [err.message, ...fields].join(' · ');
}

/** Runs an action once at a time, keeping its outcome. */
export function useAction() {
  const { t, refresh } = useConsole();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useCallback(
    async (action: () => Promise<string>) => {
      setBusy(true);
      try {
        setOutcome({ ok: true, text: await action() });
      } catch (err) {
        setOutcome({ ok: false, text: errorText(t, err) });
      } finally {
        setBusy(false);
        refresh();
      }
    },
    [t, refresh],
  );
  /** A click handler that runs the action. */
  const act = (action: () => Promise<string>) => () => void run(action);
  return { busy, outcome, run, act, setOutcome };
}

/** A button that runs an action through `useAction`: disabled while one of its actions runs. */
export function ActionButton({
  action,
  does,
  className,
  label,
  children,
}: {
  action: ReturnType<typeof useAction>;
  /** The action; it answers the outcome line's text. */
  does: () => Promise<string>;
  className?: string;
  /** The accessible name, where the visible text alone would be ambiguous in a list. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} disabled={action.busy} aria-label={label} onClick={action.act(does)}>
      {children}
    </button>
  );
}

/** Loads data whenever the console changes something (or its inputs change). */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const { version, t } = useConsole();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  useEffect(() => {
    const ticket = ++latest.current;
    load().then(
      (value) => {
        if (ticket !== latest.current) return;
        setData(value);
        setError(null);
      },
      (err: unknown) => {
        if (ticket === latest.current) setError(errorText(t, err));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version, t, ...deps]);
  return { data, error };
}

export function OutcomeLine({ outcome }: { outcome: Outcome | null }) {
  return (
    <p
      className={outcome?.ok === false ? 'outcome error' : 'outcome'}
      role={outcome?.ok === false ? 'alert' : 'status'}
    >
      {outcome?.text ?? ''}
    </p>
  );
}

export function Section({
  id,
  title,
  children,
  wide,
}: {
  id: string;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={wide ? 'card wide' : 'card'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** The list, or a muted line saying it has nothing. */
export function ListOrNone({ rows, none, children }: { rows: readonly unknown[]; none: string; children: ReactNode }) {
  return rows.length === 0 ? <p className="muted">{none}</p> : <>{children}</>;
}

/** Loading, error with retry, or the content. */
export function Loaded<T>({
  state,
  children,
}: {
  state: { data: T | null; error: string | null };
  children: (data: T) => ReactNode;
}) {
  const { t, refresh } = useConsole();
  if (state.error !== null && state.data === null)
    return (
      <div role="alert" className="load-error">
        <p>{state.error}</p>
        <button type="button" onClick={refresh}>
          {t('action.retry')}
        </button>
      </div>
    );
  if (state.data === null)
    return (
      <p className="muted" aria-busy="true">
        {t('state.loading')}
      </p>
    );
  return <>{children(state.data)}</>;
}
