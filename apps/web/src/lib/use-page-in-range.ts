import { useEffect } from 'react';
import { clampPage } from './use-list-params';

/**
 * A page beyond the end (an old link, a search with fewer results, the last item gone) moves to the
 * last page that exists, replacing the history entry. `settled`: the total is the answer for this
 * page, not a previous page's placeholder.
 */
export function usePageInRange(
  page: number,
  totalPages: number | undefined,
  settled: boolean,
  setPage: (page: number) => void,
): number {
  const inRange = clampPage(page, totalPages);
  const beyondEnd = settled && totalPages !== undefined && page > Math.max(1, totalPages);
  useEffect(() => {
    if (beyondEnd) setPage(inRange);
  }, [beyondEnd, inRange, setPage]);
  return inRange;
}
