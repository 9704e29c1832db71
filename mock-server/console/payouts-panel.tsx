import { useState } from 'react';
import { call } from './api';
import { dateTime, money } from './format';
import { ListOrNone, Loaded, OutcomeLine, Section, ActionButton, useAction, useConsole, useLoad } from './ui';

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
                    <ActionButton
                      action={action}
                      label={t('payouts.approveOne', { store: p.store_name, amount: money(lang, p.amount) })}
                      does={async () => {
                        await call('approvePayout', { params: { id: p.id } });
                        return t('payouts.approved', { store: p.store_name, amount: money(lang, p.amount) });
                      }}
                    >
                      {t('payouts.approve')}
                    </ActionButton>
                    <ActionButton
                      action={action}
                      className="danger"
                      label={t('payouts.rejectOne', { store: p.store_name, amount: money(lang, p.amount) })}
                      does={async () => {
                        await call('rejectPayout', { params: { id: p.id } });
                        return t('payouts.rejected', { store: p.store_name, amount: money(lang, p.amount) });
                      }}
                    >
                      {t('payouts.reject')}
                    </ActionButton>
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
