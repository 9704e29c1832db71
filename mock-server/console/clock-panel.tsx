import { addMonths } from '@mbo/contracts';
import type { MonthEnd } from '../src/mock/tools';
import { useEffect, useState } from 'react';
import { call } from './api';
import { count, dateTime, money, monthName } from './format';
import { OutcomeLine, Section, ActionButton, useAction, useConsole, useLoad } from './ui';

const HOUR = 3600 * 1000;
const STEPS = [
  { key: 'clock.plusHour', ms: HOUR },
  { key: 'clock.plusDay', ms: 24 * HOUR },
  { key: 'clock.plusWeek', ms: 7 * 24 * HOUR },
  { key: 'clock.plusMonth', ms: 'month' },
] as const;

/** The mock's time: read it, move it, and run the month end. */
export function ClockPanel() {
  const { t, lang, storeId } = useConsole();
  const [tick, setTick] = useState(0);
  const clock = useLoad(() => call('clock'), [tick]);
  const action = useAction();
  const { busy, outcome, run } = action;
  const [target, setTarget] = useState('');
  const [summary, setSummary] = useState<MonthEnd | null>(null);

  // The mock's clock runs on; a fresh look every 30 s keeps the minute shown right.
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 30_000);
    return () => clearInterval(timer);
  }, []);

  const moveTo = (to: number) =>
    run(async () => {
      setSummary(null);
      const state = await call('setClock', { body: { now: new Date(to).toISOString() } });
      return t('clock.moved', { when: dateTime(lang, state.now) });
    });
  const now = clock.data ? Date.parse(clock.data.now) : null;

  return (
    <Section id="clock" title={t('clock.title')} wide>
      <p className="clock-now">
        {t('clock.now')} <strong data-testid="mock-clock">{clock.data ? dateTime(lang, clock.data.now) : '…'}</strong>
        {clock.data && clock.data.offset_ms !== 0 && clock.data.offset_ms !== null ? (
          <span className="badge warn">{t('clock.shifted')}</span>
        ) : null}
      </p>
      <div className="buttons">
        {STEPS.map((s) => (
          <button
            key={s.key}
            type="button"
            disabled={busy || now === null}
            onClick={() => void moveTo(s.ms === 'month' ? addMonths(now!, 1) : now! + s.ms)}
          >
            {t(s.key)}
          </button>
        ))}
        <ActionButton
          action={action}
          does={async () => {
            setSummary(null);
            const state = await call('setClock', { body: { offset_ms: 0 } });
            return t('clock.moved', { when: dateTime(lang, state.now) });
          }}
        >
          {t('clock.today')}
        </ActionButton>
      </div>
      <p className="muted small">{t('clock.sessions')}</p>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (target) void moveTo(new Date(target).getTime());
        }}
      >
        <label htmlFor="clock-to">{t('clock.toDate')}</label>
        <input
          id="clock-to"
          type="datetime-local"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          required
        />
        <button type="submit" disabled={busy}>
          {t('clock.go')}
        </button>
      </form>
      <div className="month-end">
        <ActionButton
          action={action}
          className="primary"
          does={async () => {
            const { data } = await call('monthEnd');
            setSummary(data);
            return t('monthEnd.done', { month: monthName(lang, data.month), when: dateTime(lang, data.to) });
          }}
        >
          {t('monthEnd.run')}
        </ActionButton>
        <span className="muted">{t('monthEnd.hint')}</span>
      </div>
      <OutcomeLine outcome={outcome} />
      {summary ? <MonthEndSummary summary={summary} storeId={storeId} /> : null}
    </Section>
  );
}

function MonthEndSummary({ summary, storeId }: { summary: MonthEnd; storeId: number | null }) {
  const { t, lang } = useConsole();
  return (
    <div className="summary" data-testid="month-end-summary">
      <h3>{t('monthEnd.changed')}</h3>
      <ul>
        <li>
          {t('monthEnd.renewals', {
            n: count(lang, summary.renewals.count),
            amount: money(lang, summary.renewals.amount),
          })}
        </li>
        <li>{t('monthEnd.ended', { n: count(lang, summary.ended) })}</li>
        <li>
          {t('monthEnd.invoices', { n: count(lang, summary.invoices.length) })}
          <StoreRows
            rows={summary.invoices}
            storeId={storeId}
            line={(i) => `${i.store_name}: ${i.number} (${monthName(lang, i.month)}), ${money(lang, i.total)}`}
          />
        </li>
        <li>
          {t('monthEnd.payouts', { n: count(lang, summary.payouts.length) })}
          <StoreRows
            rows={summary.payouts}
            storeId={storeId}
            line={(p) => `${p.store_name}: ${money(lang, p.amount)}`}
          />
        </li>
      </ul>
    </div>
  );
}

/** One line a store, the chosen store's first and marked; nothing when there are none. */
function StoreRows<T extends { id: number; store_id: number }>({
  rows,
  storeId,
  line,
}: {
  rows: T[];
  storeId: number | null;
  line: (row: T) => string;
}) {
  if (rows.length === 0) return null;
  const mine = (row: T) => row.store_id === storeId;
  return (
    <ul>
      {[...rows]
        .sort((a, b) => Number(mine(b)) - Number(mine(a)))
        .map((row) => (
          <li key={row.id} className={mine(row) ? 'mine' : undefined}>
            {line(row)}
          </li>
        ))}
    </ul>
  );
}
