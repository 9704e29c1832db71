import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, Search } from '@/components/icons';
import { useCloseOnOutsidePress } from '@/components/use-close-on-outside-press';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, searchPlaces, type PlaceResult } from './geocoder';

export interface PlaceSearchProps {
  onPick: (place: PlaceResult) => void;
  /** Set to "close the dropdown if shown; true if it was": Escape closes the dropdown before the dialog. */
  dismissRef: RefObject<(() => boolean) | null>;
  /** A text the box shows from now on (the place the pin moved to); a new `seq` shows it again. */
  shown?: { text: string; seq: number } | null;
}

/** The place search box: debounced 500 ms, results in a dropdown of at most 450 px. */
export function PlaceSearch({ onPick, dismissRef, shown }: PlaceSearchProps) {
  const { t } = useTranslation(['map']);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);

  const search = useQuery({
    queryKey: ['geocoder', 'search', q],
    queryFn: ({ signal }) => searchPlaces(q, signal),
    enabled: q.length > 0,
    staleTime: Infinity,
  });

  useCloseOnOutsidePress(rootRef, open, setOpen);

  useEffect(() => {
    if (!shown) return;
    setQuery(shown.text);
    setOpen(false);
  }, [shown]);

  const settled = q === query.trim() && !search.isFetching;
  const results = search.data ?? [];
  const showList = open && q.length > 0 && (search.isSuccess || search.isError);

  useEffect(() => {
    dismissRef.current = () => {
      if (!showList) return false;
      setOpen(false);
      return true;
    };
  }, [dismissRef, showList]);

  return (
    <div ref={rootRef} className="relative">
      <label htmlFor="place-search" className="sr-only">
        {t('map:picker.search')}
      </label>
      <div className="relative">
        <Icon
          icon={Search}
          className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id="place-search"
          type="search"
          autoComplete="off"
          placeholder={t('map:picker.searchPlaceholder')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          aria-describedby="place-search-status"
          className="block w-full rounded-xl border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-base focus:outline-2 focus:outline-brand-600"
        />
        {search.isFetching && (
          <span
            aria-hidden="true"
            className="absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          />
        )}
      </div>
      <p id="place-search-status" role="status" className="sr-only">
        {showList && settled ? t('map:picker.results', { count: results.length }) : ''}
      </p>
      {showList && (
        <div
          data-testid="place-results"
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-[450px] overflow-y-auto rounded-xl bg-white shadow-xl ring-1 ring-slate-200"
        >
          {results.length === 0 ? (
            <p className="px-4 py-3 text-sm text-slate-600">{t('map:picker.noResults')}</p>
          ) : (
            <ul>
              {results.map((place) => (
                <li key={`${place.lat},${place.lon},${place.display_name}`}>
                  <button
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      setQuery(place.name || place.display_name);
                      onPick(place);
                    }}
                    className="block w-full px-4 py-2.5 text-left hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span className="block text-sm font-medium text-slate-900">{place.name || place.display_name}</span>
                    <span className="block text-xs text-slate-600">{place.display_name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
