import type { StoreDetail, StoryStep } from '../src/mock/tools';
import { useEffect, useRef, useState } from 'react';
import { call } from './api';
import { date, money } from './format';
import type { Lang, Translate } from './texts';
import { errorText, useConsole, useLoad } from './ui';

/** What one step of the story does to the store, told in a sentence. */
async function playStep(step: StoryStep, store: StoreDetail, t: Translate, lang: Lang): Promise<string> {
  const target = { store_id: store.id };
  switch (step.do) {
    case 'subscribe': {
      const wanted = step.plan?.toLowerCase();
      const plan = wanted ? store.plan_list.find((p) => p.name.toLowerCase().includes(wanted)) : undefined;
      const { data } = await call('subscribe', {
        body: { ...target, ...(plan ? { plan_id: plan.id } : {}), ...(step.fan ? { username: step.fan } : {}) },
      });
      return t('fans.subscribed', { fan: data.username, plan: data.plan_name });
    }
    case 'cancel': {
      const { data } = await call('cancel', { body: target });
      return t('fans.cancelled', { fan: data.username, plan: data.plan_name, date: date(lang, data.cancel_at) });
    }
    case 'redeem': {
      const { data } = await call('redeem', { body: target });
      return t('fans.redeemed', { fan: data.username, voucher: data.voucher_name });
    }
    case 'payment': {
      const { data } = await call('payment', { body: target });
      return t('fans.paid', { fan: data.username, amount: money(lang, data.amount), plan: data.plan_name });
    }
    case 'payout': {
      const { data } = await call('requestPayout', { body: target });
      await call('approvePayout', { params: { id: data.id } });
      return t('payouts.approved', { store: data.store_name, amount: money(lang, data.amount) });
    }
  }
}

/** "Play a demo story": the steps of demo-story.json against the chosen store, with a stop button. */
export function StoryPlayer({ store }: { store: StoreDetail }) {
  const { t, lang, refresh } = useConsole();
  const story = useLoad(() => call('story'), []);
  const [log, setLog] = useState<{ text: string; ok: boolean }[]>([]);
  const [step, setStep] = useState<number | null>(null);
  const stopped = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = () => {
    stopped.current = true;
    clearTimeout(timer.current);
    setStep(null);
  };
  useEffect(() => stop, [store.id]);

  const play = () => {
    const steps = story.data?.data.steps;
    if (!steps) return;
    stopped.current = false;
    setLog([]);
    const next = (i: number) => {
      if (stopped.current) return;
      if (i >= steps.length) {
        setStep(null);
        setLog((l) => [...l, { text: t('story.finished'), ok: true }]);
        return;
      }
      setStep(i);
      timer.current = setTimeout(() => {
        playStep(steps[i]!, store, t, lang)
          .then(
            (text) => setLog((l) => [...l, { text, ok: true }]),
            (err: unknown) => setLog((l) => [...l, { text: errorText(t, err), ok: false }]),
          )
          .finally(() => {
            refresh();
            next(i + 1);
          });
      }, steps[i]!.wait * 1000);
    };
    next(0);
  };

  const steps = story.data?.data.steps ?? [];
  return (
    <div className="story">
      <h4>{t('story.title')}</h4>
      {story.error ? (
        <p role="alert" className="outcome error">
          {story.error}
        </p>
      ) : null}
      {story.data ? <p className="muted">{story.data.data.title[lang]}</p> : null}
      <div className="buttons">
        <button type="button" className="primary" disabled={!story.data || step !== null} onClick={play}>
          {t('story.play')}
        </button>
        <button type="button" disabled={step === null} onClick={stop}>
          {t('story.stop')}
        </button>
      </div>
      <p role="status" className="muted">
        {step !== null ? t('story.progress', { n: String(step + 1), total: String(steps.length) }) : ''}
      </p>
      {log.length > 0 ? (
        <ol className="story-log" aria-label={t('story.log')}>
          {log.map((entry, i) => (
            <li key={i} className={entry.ok ? undefined : 'error'}>
              {entry.text}
            </li>
          ))}
        </ol>
      ) : null}
      <p className="muted small">{t('story.file')}</p>
    </div>
  );
}
