import { useRef, useState } from 'react';
import { call, sandbox } from './api';
import { count } from './format';
import { OutcomeLine, Section, useAction, useConsole } from './ui';

type Scale = 'demo' | 'large';

/** Back to the seed, after a confirmation that says what goes. */
export function ResetPanel() {
  const { t, lang } = useConsole();
  const dialog = useRef<HTMLDialogElement>(null);
  const [scale, setScale] = useState<Scale>('demo');
  const { busy, outcome, run } = useAction();

  const ask = (s: Scale) => {
    setScale(s);
    dialog.current?.showModal();
  };
  const confirm = () => {
    dialog.current?.close();
    void run(async () => {
      const { data } = await call('reset', { body: { scale } });
      const stores = count(lang, data.counts.stores ?? 0);
      const fans = count(lang, data.counts.subscribers ?? 0);
      return t(scale === 'demo' ? 'reset.doneDemo' : 'reset.doneLarge', { stores, fans });
    });
  };

  return (
    <Section id="reset" title={t('reset.title')}>
      <p className="muted">
        {t('reset.about')}
        {sandbox.name ? ` ${t('sandbox.resetOnly')}` : null}
      </p>
      <div className="buttons">
        <button type="button" className="danger" disabled={busy} onClick={() => ask('demo')}>
          {t('reset.demo')}
        </button>
        <button type="button" className="danger" disabled={busy} onClick={() => ask('large')}>
          {t('reset.large')}
        </button>
      </div>
      {busy ? (
        <p role="status" aria-busy="true" className="muted">
          {t('reset.running')}
        </p>
      ) : null}
      <OutcomeLine outcome={outcome} />
      <dialog ref={dialog} aria-labelledby="reset-dialog-title" aria-describedby="reset-dialog-text">
        <h3 id="reset-dialog-title">{t(scale === 'demo' ? 'reset.confirmDemo' : 'reset.confirmLarge')}</h3>
        <p id="reset-dialog-text">{t('reset.lost')}</p>
        {scale === 'large' ? <p>{t('reset.largeSlow')}</p> : null}
        <div className="buttons">
          <button type="button" onClick={() => dialog.current?.close()}>
            {t('action.cancel')}
          </button>
          <button type="button" className="danger" onClick={confirm}>
            {t('reset.confirm')}
          </button>
        </div>
      </dialog>
    </Section>
  );
}
