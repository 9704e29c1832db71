import { useState } from 'react';
import { call } from './api';
import { dateTime, money } from './format';
import { ListOrNone, Loaded, OutcomeLine, Section, ActionButton, useAction, useConsole, useLoad } from './ui';

/** The two decisions on a waiting payout: the call, the button, its name for one payout, and what is said after. */
const DECISIONS = [
  {
    tool: 'approvePayout',
    className: undefined,
    button: 'payouts.approve',
    one: 'payouts.approveOne',
    done: 'payouts.approved',
  },
  {
    tool: 'rejectPayout',
    className: 'danger',
    button: 'payouts.reject',
    one: 'payouts.rejectOne',
    done: 'payouts.rejected',
  },
] as const;

/** The administrator's desk: approve or reject the withdrawals that wait. */
export function PayoutsPanel() {
  const { t, lang, storeId } = useConsole();
  const [onlyStore, setOnlyStore] = useState(false);
  const scoped = onlyStore && storeId !== null ? storeId : undefined;
  const pending = useLoad(() => call('payouts', { query: { status: 'pending', store_id: scoped } }), [scoped]);
  const action = useAction();
  const { outcome } = action;

  return (
    <Section id="payouts" title={t('payouts.title')}>
      <label className="check">
        <input
          type="checkbox"
          checked={onlyStore}
          disabled={storeId === null}
          onChange={(e) => setOnlyStore(e.target.checked)}
        />
        {t('payouts.onlyStore')}
      </label>
      <Loaded state={pending}>
        {({ data }) => (
          <ListOrNone rows={data} none={t('payouts.none')}>
            <ul className="plain-list">
              {data.map((p) => (
                <li key={p.id} className="payout">
                  <span>
                    <strong>{p.store_name}</strong>: {money(lang, p.amount)}
                    <span className="muted small">
                      {' '}
                      · {t('payouts.requested', { when: dateTime(lang, p.requested_at) })}
                    </span>
                  </span>
                  <span className="buttons">
                    {DECISIONS.map((d) => (
                      <ActionButton
                        key={d.tool}
                        action={action}
                        className={d.className}
                        label={t(d.one, { store: p.store_name, amount: money(lang, p.amount) })}
                        does={async () => {
                          await call(d.tool, { params: { id: p.id } });
                          return t(d.done, { store: p.store_name, amount: money(lang, p.amount) });
                        }}
                      >
                        {t(d.button)}
                      </ActionButton>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          </ListOrNone>
        )}
      </Loaded>
      <OutcomeLine outcome={outcome} />
    </Section>
  );
}
