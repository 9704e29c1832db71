import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesFor } from './countries';
import { CountryFlag } from './country-flag';
import { filterCountries } from './search';
import type { Country } from './types';

export interface CountryListProps {
  baseId: string;
  locale: string;
  iso: string | null;
  onChoose: (country: Country) => void;
  onClose: (refocus: boolean) => void;
}

/**
 * The open picker: a search box and the listbox of every country, named in the locale. Loaded
 * when the picker first opens (the login's first screen shows only the button).
 */
export default function CountryList({ baseId, locale, iso, onChoose, onClose }: CountryListProps) {
  const { t } = useTranslation(['ui']);
  const countries = useMemo(() => countriesFor(locale), [locale]);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(() =>
    Math.max(
      countries.findIndex((c) => c.iso === iso),
      0,
    ),
  );
  const listRef = useRef<HTMLUListElement>(null);
  const listId = `${baseId}-list`;
  const optionId = (i: number) => `${baseId}-opt-${i}`;
  const open = true;

  const results = useMemo(() => filterCountries(countries, query), [countries, query]);
  const shown = useRowsOnScreen(listRef, open, results);

  // On opening the current country sits mid-list; arrow keys then scroll just enough. Only the list scrolls, never the page.
  const centerNext = useRef(true);
  useEffect(() => {
    const list = listRef.current;
    const option = list?.querySelector<HTMLElement>(`#${CSS.escape(optionId(active))}`);
    if (!open || !list || !option) return;
    if (centerNext.current) list.scrollTop = option.offsetTop - (list.clientHeight - option.offsetHeight) / 2;
    else if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
    centerNext.current = false;
    // optionId only depends on the stable baseId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  const choose = (country: Country | undefined) => {
    if (country) onChoose(country);
  };

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(active + 1, last),
      ArrowUp: () => Math.max(active - 1, 0),
      Home: () => 0,
      End: () => last,
      PageDown: () => Math.min(active + 8, last),
      PageUp: () => Math.max(active - 8, 0),
    };
    if (moves[e.key]) {
      e.preventDefault();
      setActive(Math.max(moves[e.key]!(), 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(results[active]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose(true);
    } else if (e.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <div className="absolute left-0 top-full z-40 mt-1 w-[min(20rem,calc(100vw-2rem))] rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200">
      <input
        autoFocus
        type="search"
        role="combobox"
        aria-label={t('ui:phoneInput.search')}
        aria-controls={listId}
        aria-expanded="true"
        aria-autocomplete="list"
        aria-activedescendant={results[active] ? optionId(active) : undefined}
        placeholder={t('ui:phoneInput.searchPlaceholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onSearchKey}
        className="mb-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:outline-2 focus:outline-brand-600"
      />
      {results.length === 0 && (
        <p role="status" className="px-3 py-2 text-sm text-slate-600">
          {t('ui:phoneInput.noResults')}
        </p>
      )}
      {/* Kept mounted (hidden when empty) so the combobox always controls an existing list. */}
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        hidden={results.length === 0}
        aria-label={t('ui:phoneInput.countries')}
        className="relative max-h-64 overflow-y-auto"
      >
        {results.map((c, i) => (
          <li
            key={c.iso}
            id={optionId(i)}
            role="option"
            aria-selected={c.iso === iso}
            data-iso={c.iso}
            onPointerDown={(e) => e.preventDefault()}
            onClick={() => choose(c)}
            onMouseMove={() => setActive(i)}
            className={`flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ${i === active ? 'bg-brand-50' : ''} ${
              c.iso === iso ? 'font-semibold text-brand-700' : 'text-slate-800'
            }`}
          >
            <CountryFlag iso={c.iso} show={!shown || shown.has(c.iso)} />
            <span className="flex-1">{c.name}</span>
            <span className="text-slate-600">{c.dialCode}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The ISO codes of the rows that have been on screen in the open list (with a row of margin), so
 * only their flags load; null where the browser cannot tell (no IntersectionObserver): all show.
 */
function useRowsOnScreen(
  listRef: RefObject<HTMLUListElement | null>,
  open: boolean,
  rows: readonly Country[],
): ReadonlySet<string> | null {
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const supported = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const list = listRef.current;
    if (!open || !list || !supported) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).map((e) => (e.target as HTMLElement).dataset.iso!);
        setSeen((prev) => (visible.every((v) => prev.has(v)) ? prev : new Set([...prev, ...visible])));
      },
      { root: list, rootMargin: '40px 0px' },
    );
    list.querySelectorAll('[data-iso]').forEach((row) => observer.observe(row));
    return () => observer.disconnect();
  }, [listRef, open, rows, supported]);
  return supported ? seen : null;
}
