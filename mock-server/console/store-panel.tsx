import type { StoreDetail } from '../src/mock/tools';
import { useState } from 'react';
import { call } from './api';
import { count, date, money } from './format';
import { StoryPlayer } from './story-player';
import type { TextKey } from './texts';
import {
  ListOrNone,
  Loaded,
  OutcomeLine,
  Section,
  errorText,
  ActionButton,
  useAction,
  useConsole,
  useLoad,
} from './ui';

/** The chosen store: its figures, a way into the app as it, and its fans' actions. */
export function StorePanel() {
  const { t, storeId } = useConsole();
  const store = useLoad(
    () => (storeId === null ? Promise.resolve(null) : call('store', { params: { id: storeId } })),
    [storeId],
  );
  if (storeId === null)
    return (
      <Section id="store" title={t('store.title')}>
        <p className="muted">{t('store.pickFirst')}</p>
      </Section>
    );
  return (
    <Section id="store" title={t('store.title')}>
      <Loaded state={store}>{(answer) => (answer ? <StoreDetails store={answer.data} /> : null)}</Loaded>
    </Section>
  );
}

function StoreDetails({ store }: { store: StoreDetail }) {
  const { t, lang } = useConsole();
  return (
    <>
      <h3 className="store-title">
        {store.name}
        {store.persona ? <span className="badge">{t(`persona.${store.persona}.badge` as TextKey)}</span> : null}
      </h3>
      {store.persona ? <p className="muted">{t(`persona.${store.persona}.about` as TextKey)}</p> : null}
      <dl className="figure-grid">
        <div>
          <dt>{t('store.plans')}</dt>
          <dd>{count(lang, store.plans)}</dd>
        </div>
        <div>
          <dt>{t('store.subscribers')}</dt>
          <dd data-testid="store-subscribers">{count(lang, store.subscribers)}</dd>
        </div>
        <div>
          <dt>{t('store.balance')}</dt>
          <dd>{money(lang, store.balance)}</dd>
        </div>
        <div className="span-all">
          <dt>{t('store.phone')}</dt>
          <dd>{store.phone}</dd>
        </div>
      </dl>
      <OpenApp storeId={store.id} name={store.name} />
      <FanActions store={store} />
      <StoryPlayer store={store} />
      <h4>{t('members.title')}</h4>
      <ListOrNone rows={store.members} none={t('members.none')}>
        <ul className="plain-list">
          {store.members.map((m) => (
            <li key={m.membership_id}>
              <strong>{m.username}</strong> · {m.plan_name} ·{' '}
              {t('members.since', { date: date(lang, m.subscribed_at) })}
              {m.cancel_at ? (
                <span className="badge warn">{t('members.ends', { date: date(lang, m.cancel_at) })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </ListOrNone>
    </>
  );
}

/** A new tab signed in as the store, through a one-use link. */
function OpenApp({ storeId, name }: { storeId: number; name: string }) {
  const { t } = useConsole();
  const [state, setState] = useState<{ url?: string; error?: string } | null>(null);
  const open = async () => {
    // Opened before the call, while the click still counts, so no pop-up blocker stops it.
    const tab = window.open('about:blank', '_blank');
    try {
      const { data } = await call('signInLink', { body: { store_id: storeId } });
      if (tab) {
        tab.opener = null;
        tab.location.href = data.url;
        setState(null);
      } else setState({ url: data.url });
    } catch (err) {
      tab?.close();
      setState({ error: errorText(t, err) });
    }
  };
  return (
    <div className="open-app">
      <button type="button" className="primary" onClick={() => void open()}>
        {t('store.openApp', { name })}
      </button>
      <p className="muted">{t('store.openAppHint')}</p>
      {state?.url ? (
        <p role="status">
          {t('store.popupBlocked')}{' '}
          <a href={state.url} target="_blank" rel="noreferrer">
            {t('store.openLink')}
          </a>
        </p>
      ) : null}
      {state?.error ? (
        <p role="alert" className="outcome error">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

/** One click each for what fans do. */
function FanActions({ store }: { store: StoreDetail }) {
  const { t, lang } = useConsole();
  const action = useAction();
  const { busy, outcome, run } = action;
  const [planId, setPlanId] = useState('');
  const [fan, setFan] = useState('');
  const target = { store_id: store.id };

  return (
    <div className="fans">
      <h4>{t('fans.title')}</h4>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            const { data } = await call('subscribe', {
              body: {
                store_id: store.id,
                ...(planId ? { plan_id: Number(planId) } : {}),
                ...(fan.trim() ? { username: fan.trim() } : {}),
              },
            });
            setFan('');
            return t('fans.subscribed', { fan: data.username, plan: data.plan_name });
          });
        }}
      >
        <div className="row">
          <div>
            <label htmlFor="fan-plan">{t('fans.plan')}</label>
            <select id="fan-plan" value={planId} onChange={(e) => setPlanId(e.target.value)}>
              <option value="">{t('fans.anyPlan')}</option>
              {store.plan_list.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({money(lang, p.price)})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="fan-name">{t('fans.name')}</label>
            <input
              id="fan-name"
              value={fan}
              maxLength={60}
              placeholder={t('fans.nameHint')}
              onChange={(e) => setFan(e.target.value)}
            />
          </div>
        </div>
        <button type="submit" disabled={busy}>
          {t('fans.subscribe')}
        </button>
      </form>
      <div className="buttons">
        <ActionButton
          action={action}
          does={async () => {
            const { data } = await call('cancel', { body: target });
            return t('fans.cancelled', {
              fan: data.username,
              plan: data.plan_name,
              date: date(lang, data.cancel_at),
            });
          }}
        >
          {t('fans.cancel')}
        </ActionButton>
        <ActionButton
          action={action}
          does={async () => {
            const { data } = await call('redeem', { body: target });
            return t('fans.redeemed', { fan: data.username, voucher: data.voucher_name });
          }}
        >
          {t('fans.redeem')}
        </ActionButton>
        <ActionButton
          action={action}
          does={async () => {
            const { data } = await call('payment', { body: target });
            return t('fans.paid', { fan: data.username, amount: money(lang, data.amount), plan: data.plan_name });
          }}
        >
          {t('fans.payment')}
        </ActionButton>
      </div>
      <OutcomeLine outcome={outcome} />
    </div>
  );
}
