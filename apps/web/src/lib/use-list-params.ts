import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The search, page and filters an address names: what the screen's hook reads, and what a route
 * table's first reads (lib/screen-reads.ts) ask for before the screen has loaded.
 */
export function listParams<K extends string>(params: URLSearchParams, filterKeys: readonly K[]) {
  const rawPage = params.get('page');
  return {
    q: params.get('q') ?? '',
    page: rawPage && /^\d+$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1,
    filters: Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>,
  };
}

/**
 * A list screen's search, filters and page, kept in the URL so reload, back and shared links keep
 * them. `page` reads only a whole number ≥ 1 (anything else reads as 1); `clampPage` keeps it within
 * what the server says exists, so a page typed into the URL beyond the end is ignored.
 */
export function useListParams<K extends string>(filterKeys: readonly K[]) {
  const [params, setParams] = useSearchParams();

  // One parse per address, so `filters` stays the same object until the address changes.
  const { q, page, filters } = useMemo(
    () => listParams(params, filterKeys),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys are a constant of the screen
    [params],
  );

  /** Sets values (empty removes them); any change but the page itself starts again at page 1. */
  const update = useCallback(
    (patch: Partial<Record<K | 'q' | 'page', string | number>>, { replace = false } = {}) => {
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

  const activeCount = filterKeys.filter((k) => filters[k] !== '').length;
  return { q, page, filters, update, activeCount, searching: q !== '' || activeCount > 0 };
}

/** The page to show: the asked page if it exists, else the nearest that does (1 when there are none). */
export function clampPage(page: number, totalPages: number | undefined): number {
  if (!totalPages || totalPages < 1) return 1;
  return Math.min(Math.max(1, page), totalPages);
}
