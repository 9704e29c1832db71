import { useEffect, useMemo, useReducer, useState } from 'react';
import { sandbox, setCallLanguage } from './api';
import { CallList } from './call-list';
import { ClockPanel } from './clock-panel';
import { ActiveFaults, FaultPanel } from './fault-panel';
import { OutboxPanel } from './outbox-panel';
import { PayoutsPanel } from './payouts-panel';
import { ResetPanel } from './reset-panel';
import { SandboxBar, SandboxPicker } from './sandbox-panel';
import { StoreList } from './store-list';
import { StorePanel } from './store-panel';
import { translator, type Lang } from './texts';
import { Console } from './ui';

const LANG_KEY = 'mock-console.lang';
// Store ids are a sandbox's own: each sandbox remembers its chosen store apart.
const STORE_KEY = sandbox.name ? `mock-console.store.${sandbox.name}` : 'mock-console.store';
/** With sandboxes on, the console works in one; without one (or asked with ?pick), it offers them. */
const picking = sandbox.on && (!sandbox.name || new URLSearchParams(window.location.search).has('pick'));

const initialLang = (): Lang => {
  const stored = localStorage.getItem(LANG_KEY);
  if (stored === 'en' || stored === 'de') return stored;
  return navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en';
};

export function App() {
  const [lang, setLang] = useState<Lang>(initialLang);
  const [version, refresh] = useReducer((n: number) => n + 1, 0);
  const [storeId, setStoreId] = useState<number | null>(() => Number(localStorage.getItem(STORE_KEY)) || null);
  const t = useMemo(() => translator(lang), [lang]);

  useEffect(() => {
    localStorage.setItem(LANG_KEY, lang);
    document.documentElement.lang = lang;
    document.title = t('title');
    setCallLanguage(lang);
  }, [lang, t]);

  const ctx = useMemo(
    () => ({
      lang,
      t,
      version,
      refresh,
      storeId,
      pickStore: (id: number) => {
        localStorage.setItem(STORE_KEY, String(id));
        setStoreId(id);
      },
    }),
    [lang, t, version, storeId],
  );

  return (
    <Console.Provider value={ctx}>
      <header className="top">
        <div className="top-row">
          <h1>{t('title')}</h1>
          <div className="lang" role="group" aria-label={t('language')}>
            {(['en', 'de'] as const).map((l) => (
              <button key={l} type="button" aria-pressed={lang === l} lang={l} onClick={() => setLang(l)}>
                {l === 'en' ? 'English' : 'Deutsch'}
              </button>
            ))}
          </div>
        </div>
        <p className="muted">{t('intro')}</p>
        {sandbox.name && !picking ? <SandboxBar name={sandbox.name} /> : null}
        {picking ? null : <ActiveFaults />}
      </header>
      {picking ? (
        <main className="page">
          <SandboxPicker />
        </main>
      ) : (
        <ConsolePanels />
      )}
    </Console.Provider>
  );
}

/** Every panel of the console, in its sandbox when sandboxes are on. */
function ConsolePanels() {
  return (
    <>
      <main className="page">
        <ClockPanel />
        <div className="grid">
          <StoreList />
          <StorePanel />
          <OutboxPanel />
          <PayoutsPanel />
          <FaultPanel />
          <ResetPanel />
        </div>
        <CallList />
      </main>
    </>
  );
}
