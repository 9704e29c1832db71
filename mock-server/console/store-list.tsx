import { useEffect, useState } from 'react';
import { call } from './api';
import { count, money } from './format';
import type { TextKey } from './texts';
import { ListOrNone, Loaded, Section, useConsole, useLoad } from './ui';

/** Every store with its key figures; the demo personas come first. */
export function StoreList() {
  const { t, lang, storeId, pickStore } = useConsole();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const stores = useLoad(() => call('stores', { query: { q: q || undefined, limit: 30 } }), [q]);

  return (
    <Section id="stores" title={t('stores.title')}>
      <label htmlFor="store-search">{t('stores.search')}</label>
      <input
        id="store-search"
        type="search"
        value={search}
        placeholder={t('stores.searchHint')}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Loaded state={stores}>
        {({ data }) => (
          <ListOrNone rows={data} none={t('stores.none')}>
            <ul className="store-list">
              {data.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    className="store-row"
                    aria-pressed={s.id === storeId}
                    onClick={() => pickStore(s.id)}
                  >
                    <span className="store-name">
                      {s.name}
                      {s.persona ? <span className="badge">{t(`persona.${s.persona}.badge` as TextKey)}</span> : null}
                    </span>
                    <span className="muted">{s.address}</span>
                    <span className="figures">
                      <span>{t('figures.plans', { n: count(lang, s.plans) })}</span>
                      <span>{t('figures.subscribers', { n: count(lang, s.subscribers) })}</span>
                      <span>{t('figures.balance', { amount: money(lang, s.balance) })}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </ListOrNone>
        )}
      </Loaded>
    </Section>
  );
}
