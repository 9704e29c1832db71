import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's filters: each one's name in the address, and the values it may take there. */
export type ListFilters = Readonly<Record<string, readonly string[]>>;

/** A filter's value from the address: one it may take, or '' (none, or a value it does not know). */
type FilterValues<F extends ListFilters> = { [K in keyof F]: F[K][number] | '' };

/**
 * The search, page and filters an address names: what the screen's hook reads, and what its reads
 * (lib/reads.ts) ask for as the router arrives. A filter value the list does not know is no filter.
 */
export function listParams<F extends ListFilters>(params: URLSearchParams, filters: F = {} as F) {
  const rawPage = params.get('page');
  const values = Object.fromEntries(
    Object.entries(filters).map(([key, allowed]) => {
      const value = params.get(key) ?? '';
      return [key, allowed.includes(value) ? value : ''];
    }),
  ) as FilterValues<F>;
  const q = params.get('q') ?? '';
  const activeCount = Object.values<string>(values).filter((v) => v !== '').length;
  return {
    q,
    page: rawPage && /^\d+$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1,
    filters: values,
    activeCount,
    searching: q !== '' || activeCount > 0,
  };
}

/**
 * A list screen's search, filters and page, kept in the URL so reload, back and shared links keep
 * them. `page` reads only a whole number ≥ 1 (anything else reads as 1); `clampPage` keeps it within
 * what the server says exists, so a page typed into the URL beyond the end is ignored.
 */
export function useListParams<F extends ListFilters>(filters: F = {} as F) {
  const [params, setParams] = useSearchParams();

  // One parse per address, so `filters` stays the same object until the address changes.
  const parsed = useMemo(
    () => listParams(params, filters),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters are a constant of the screen
    [params],
  );

  /** Sets values (empty removes them); any change but the page itself starts again at page 1. */
  const update = useCallback(
    (patch: Partial<Record<keyof F | 'q' | 'page', string | number>>, { replace = false } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === '' || v === undefined || v === null || (k === 'page' && Number(v) <= 1)) next.delete(k);
            else next.set(k, String(v));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  return { ...parsed, update };
}

/** The page to show: the asked page if it exists, else the nearest that does (1 when there are none). */
export function clampPage(page: number, totalPages: number | undefined): number {
  if (!totalPages || totalPages < 1) return 1;
  return Math.min(Math.max(1, page), totalPages);
}
