import type { FaultRule, FaultRuleBody } from '../src/mock/tools';
import type { z } from '@mbo/contracts';
import { useState, type FormEvent } from 'react';
import { call, CallError } from './api';
import { count } from './format';
import type { TextKey, Translate } from './texts';
import { ListOrNone, Loaded, OutcomeLine, Section, ActionButton, useAction, useConsole, useLoad } from './ui';

type RuleInput = z.input<typeof FaultRuleBody>;

/** The switches: each adds one labelled rule, and switching off removes the rules of that label. */
export const PRESETS = [
  { label: 'slow-network', rule: { path: '*', delay_ms: 2000 } },
  { label: 'api-down', rule: { path: '*', status: 503 } },
  { label: 'vouchers-failing', rule: { path: '/api/store/vouchers*', status: 500 } },
] as const satisfies readonly { label: string; rule: RuleInput }[];

/** A rule in words: which calls, what happens, how often. */
export function describeRule(t: Translate, lang: 'en' | 'de', r: FaultRule): string {
  const preset = PRESETS.find((p) => p.label === r.label);
  const what = [
    r.network === 'reset' ? t('faults.effect.reset') : null,
    r.status !== null ? t('faults.effect.status', { status: String(r.status) }) : null,
    r.delay_ms !== null ? t('faults.effect.delay', { ms: count(lang, r.delay_ms) }) : null,
  ].filter(Boolean);
  const parts = [
    preset ? t(`faults.preset.${preset.label}`) : r.label,
    `${r.method ?? t('faults.anyMethod')} ${r.path}: ${what.join(', ')}`,
    r.probability !== null ? t('faults.probability', { p: String(Math.round(r.probability * 100)) }) : null,
    r.remaining !== null ? t('faults.remaining', { n: count(lang, r.remaining) }) : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** What is switched on, at the top of the page, with a way to switch it off. */
export function ActiveFaults() {
  const { t, lang } = useConsole();
  const rules = useLoad(() => call('faults'), []);
  const action = useAction();
  const { outcome } = action;
  const active = rules.data?.data ?? [];
  return (
    <div className={active.length > 0 ? 'active-faults on' : 'active-faults'} data-testid="active-faults">
      {active.length === 0 ? (
        <p>{t('faults.noneActive')}</p>
      ) : (
        <>
          <p>
            <strong>{t('faults.active', { n: count(lang, active.length) })}</strong>
          </p>
          <ul>
            {active.map((r) => (
              <li key={r.id}>{describeRule(t, lang, r)}</li>
            ))}
          </ul>
          <ActionButton
            action={action}
            does={async () => {
              const { data } = await call('clearFaults');
              return t('faults.cleared', { n: count(lang, data.deleted) });
            }}
          >
            {t('faults.clearAll')}
          </ActionButton>
        </>
      )}
      <OutcomeLine outcome={outcome} />
    </div>
  );
}

const EMPTY = {
  method: '',
  path: '/api/*',
  status: '',
  delay: '',
  times: '',
  probability: '',
  reset: false,
  label: '',
};

export function FaultPanel() {
  const { t, lang } = useConsole();
  const rules = useLoad(() => call('faults'), []);
  const action = useAction();
  const { busy, outcome, run } = action;
  const [form, setForm] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const toggle = (preset: (typeof PRESETS)[number], on: boolean) =>
    run(async () => {
      if (on) await call('addFault', { body: { ...preset.rule, label: preset.label } });
      else
        for (const r of rules.data?.data ?? [])
          if (r.label === preset.label) await call('removeFault', { params: { id: r.id } });
      return t(on ? 'faults.switchedOn' : 'faults.switchedOff', { name: t(`faults.preset.${preset.label}`) });
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
    const body: RuleInput = {
      path: form.path,
      ...(form.method ? { method: form.method as RuleInput['method'] } : {}),
      ...(num(form.status) !== undefined ? { status: num(form.status) } : {}),
      ...(num(form.delay) !== undefined ? { delay_ms: num(form.delay) } : {}),
      ...(num(form.times) !== undefined ? { times: num(form.times) } : {}),
      ...(num(form.probability) !== undefined ? { probability: num(form.probability) } : {}),
      ...(form.reset ? { network: 'reset' as const } : {}),
      ...(form.label.trim() ? { label: form.label.trim() } : {}),
    };
    void run(async () => {
      setFieldErrors({});
      try {
        const { data } = await call('addFault', { body });
        setForm(EMPTY);
        return t('faults.added', { rule: describeRule(t, lang, data) });
      } catch (err) {
        if (err instanceof CallError) setFieldErrors(err.errors);
        throw err;
      }
    });
  };

  const field = (name: keyof typeof EMPTY, key: TextKey, errorKey: string, props: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`rule-${name}`}>{t(key)}</label>
      <input
        id={`rule-${name}`}
        value={String(form[name])}
        aria-invalid={fieldErrors[errorKey] ? true : undefined}
        aria-describedby={fieldErrors[errorKey] ? `rule-${name}-error` : undefined}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        {...props}
      />
      {fieldErrors[errorKey] ? (
        <p id={`rule-${name}-error`} className="field-error">
          {fieldErrors[errorKey].join(', ')}
        </p>
      ) : null}
    </div>
  );

  return (
    <Section id="faults" title={t('faults.title')}>
      <p className="muted">{t('faults.about')}</p>
      <Loaded state={rules}>
        {({ data }) => (
          <>
            <ul className="switches">
              {PRESETS.map((p) => {
                const on = data.some((r) => r.label === p.label);
                return (
                  <li key={p.label}>
                    <button
                      type="button"
                      role="switch"
                      aria-checked={on}
                      className="switch"
                      disabled={busy}
                      onClick={() => void toggle(p, !on)}
                    >
                      <span className="track" aria-hidden="true" />
                      {t(`faults.preset.${p.label}`)}
                    </button>
                  </li>
                );
              })}
            </ul>
            <h3>{t('faults.rules')}</h3>
            <ListOrNone rows={data} none={t('faults.noneActive')}>
              <ul className="plain-list">
                {data.map((r) => (
                  <li key={r.id} className="payout">
                    <span>{describeRule(t, lang, r)}</span>
                    <ActionButton
                      action={action}
                      label={t('faults.removeOne', { rule: describeRule(t, lang, r) })}
                      does={async () => {
                        await call('removeFault', { params: { id: r.id } });
                        return t('faults.removed');
                      }}
                    >
                      {t('faults.remove')}
                    </ActionButton>
                  </li>
                ))}
              </ul>
            </ListOrNone>
          </>
        )}
      </Loaded>
      <form className="stack rule-form" onSubmit={submit} noValidate>
        <h3>{t('faults.custom')}</h3>
        <div className="row">
          <div>
            <label htmlFor="rule-method">{t('faults.method')}</label>
            <select id="rule-method" value={form.method} onChange={(e) => setForm({ ...form, method: e.target.value })}>
              <option value="">{t('faults.anyMethod')}</option>
              {['GET', 'POST', 'PUT', 'DELETE'].map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          </div>
          {field('path', 'faults.path', 'path', { required: true })}
        </div>
        <div className="row">
          {field('status', 'faults.status', 'status', { inputMode: 'numeric', placeholder: '503' })}
          {field('delay', 'faults.delay', 'delay_ms', { inputMode: 'numeric', placeholder: '2000' })}
        </div>
        <div className="row">
          {field('times', 'faults.times', 'times', { inputMode: 'numeric' })}
          {field('probability', 'faults.probabilityField', 'probability', { inputMode: 'decimal', placeholder: '0.5' })}
        </div>
        <label className="check">
          <input type="checkbox" checked={form.reset} onChange={(e) => setForm({ ...form, reset: e.target.checked })} />
          {t('faults.reset')}
        </label>
        {field('label', 'faults.label', 'label')}
        <button type="submit" disabled={busy}>
          {t('faults.add')}
        </button>
      </form>
      <OutcomeLine outcome={outcome} />
    </Section>
  );
}
