/** With sandboxes on (SANDBOXES=on): the sandbox picker, and the bar naming the console's sandbox. */
import { useRef } from 'react';
import { call, sandbox, sandboxBase } from './api';
import { dateTime } from './format';
import { ListOrNone, Loaded, OutcomeLine, Section, useAction, useConsole, useLoad } from './ui';

const addressOf = (name: string) => `/__mock/s/${encodeURIComponent(name)}`;

/** Make a sandbox, or go back to one: the console's first screen while it is in none. */
export function SandboxPicker() {
  const { t, lang } = useConsole();
  const list = useLoad(() => call('sandboxes'), []);
  const action = useAction();
  const make = (data: 'demo' | 'large') =>
    void action.run(async () => {
      const made = (await call('createSandbox', { body: { data } })).data;
      window.location.assign(addressOf(made.name));
      return t('sandbox.made', { name: made.name });
    });

  return (
    <Section id="sandboxes" title={t('sandbox.title')} wide>
      {sandbox.missing ? <p role="alert">{t('sandbox.missing', { name: sandbox.missing })}</p> : null}
      <p className="muted">{t('sandbox.about')}</p>
      <div className="buttons">
        <button type="button" className="primary" disabled={action.busy} onClick={() => make('demo')}>
          {t('sandbox.newDemo')}
        </button>
        <button type="button" disabled={action.busy} onClick={() => make('large')}>
          {t('sandbox.newLarge')}
        </button>
      </div>
      {action.busy ? (
        <p role="status" aria-busy="true" className="muted">
          {t('sandbox.making')}
        </p>
      ) : null}
      <OutcomeLine outcome={action.outcome} />
      <h3>{t('sandbox.list')}</h3>
      <Loaded state={list}>
        {({ data }) => (
          <ListOrNone rows={data} none={t('sandbox.none')}>
            <ul className="plain-list" data-testid="sandbox-list">
              {data.map((s) => (
                <li key={s.name}>
                  <a href={addressOf(s.name)}>{s.name}</a>{' '}
                  <span className="muted">
                    {t(s.data === 'demo' ? 'sandbox.demoData' : 'sandbox.largeData')} ·{' '}
                    {t('sandbox.lastUsed', { when: dateTime(lang, s.last_used_at) })}
                  </span>
                </li>
              ))}
            </ul>
          </ListOrNone>
        )}
      </Loaded>
    </Section>
  );
}

/** The sandbox the console works in, its address to share, the way to others, and its removal. */
export function SandboxBar({ name }: { name: string }) {
  const { t } = useConsole();
  const dialog = useRef<HTMLDialogElement>(null);
  const action = useAction();
  const remove = () => {
    dialog.current?.close();
    void action.run(async () => {
      await call('removeSandbox', { params: { name } });
      window.location.assign('/__mock?pick');
      return '';
    });
  };
  return (
    <div className="sandbox-bar" role="region" aria-label={t('sandbox.current')}>
      <p>
        {t('sandbox.current')} <strong data-testid="sandbox-name">{name}</strong> · {t('sandbox.share')}{' '}
        <a href={sandboxBase}>{`${window.location.origin}${sandboxBase}`}</a>
      </p>
      <div className="buttons">
        <a href="/__mock?pick">{t('sandbox.others')}</a>
        <button type="button" className="danger" disabled={action.busy} onClick={() => dialog.current?.showModal()}>
          {t('sandbox.remove')}
        </button>
      </div>
      <OutcomeLine outcome={action.outcome?.ok === false ? action.outcome : null} />
      <dialog ref={dialog} aria-labelledby="sandbox-dialog-title" aria-describedby="sandbox-dialog-text">
        <h3 id="sandbox-dialog-title">{t('sandbox.confirmRemove', { name })}</h3>
        <p id="sandbox-dialog-text">{t('sandbox.removeLost')}</p>
        <div className="buttons">
          <button type="button" onClick={() => dialog.current?.close()}>
            {t('action.cancel')}
          </button>
          <button type="button" className="danger" onClick={remove}>
            {t('sandbox.remove')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
