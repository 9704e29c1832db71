import type { OutboxMessage } from '../src/mock/tools';
import { useEffect, useState } from 'react';
import { call } from './api';
import { dateTime, time } from './format';
import { errorText, Section, useConsole } from './ui';

const EVERY_MS = 3000;
const digits = (s: string) => s.replace(/\D/g, '');

/** The outbox, live: every message the mock sent, newest first, filtered by phone. */
export function OutboxPanel() {
  const { t, lang, version } = useConsole();
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const [filter, setFilter] = useState('');

  // Polling while the page is visible; a hidden tab asks nothing.
  useEffect(() => {
    let stopped = false;
    const load = () => {
      if (document.visibilityState === 'hidden') return;
      call('outbox', { query: { limit: 200 } }).then(
        (rows) => {
          if (stopped) return;
          setMessages(rows);
          setError(null);
          setChecked(new Date().toISOString());
        },
        (err: unknown) => !stopped && setError(errorText(t, err)),
      );
    };
    load();
    const timer = setInterval(load, EVERY_MS);
    document.addEventListener('visibilitychange', load);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', load);
    };
  }, [t, version]);

  const wanted = digits(filter);
  const shown = (messages ?? []).filter((m) => !wanted || digits(m.to).includes(wanted));

  return (
    <Section id="outbox" title={t('outbox.title')}>
      <p className="muted">{t('outbox.about')}</p>
      <label htmlFor="outbox-filter">{t('outbox.filter')}</label>
      <input
        id="outbox-filter"
        type="search"
        inputMode="tel"
        value={filter}
        placeholder="+49.15112345678"
        onChange={(e) => setFilter(e.target.value)}
      />
      <p className="muted small" aria-live="off">
        {checked ? t('outbox.checked', { time: time(lang, checked) }) : t('state.loading')}
      </p>
      {error ? (
        <p role="alert" className="outcome error">
          {error}
        </p>
      ) : null}
      {messages !== null && shown.length === 0 ? <p className="muted">{t('outbox.none')}</p> : null}
      {/* The list scrolls on its own: focusable and named, so a keyboard can scroll it too. */}
      <ul className="messages" data-testid="outbox" tabIndex={0} aria-label={t('outbox.title')}>
        {shown.slice(0, 50).map((m) => (
          <li key={m.id} className="message">
            <p className="muted small">
              {t(m.channel === 'whatsapp' ? 'outbox.whatsapp' : 'outbox.sms', { to: m.to })} ·{' '}
              {dateTime(lang, m.created_at)}
            </p>
            {m.code ? <p className="code">{m.code}</p> : null}
            <p>{m.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
