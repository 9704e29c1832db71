import { EmptyState } from '@/components/empty-state';

/** The words of a searchable list's empty states (a group of texts: `t('plans:list', { returnObjects: true })`). */
export interface ListEmptyTexts {
  noResults: string;
  noResultsHint: string;
  empty: string;
  emptyHint: string;
}

/**
 * The empty state of a searchable list: "no results" for a search that found nothing, so it is
 * never read as a store with nothing at all.
 */
export function ListEmptyState({ texts, searching }: { texts: ListEmptyTexts; searching: boolean }) {
  return searching ? (
    <EmptyState text={texts.noResults} hint={texts.noResultsHint} />
  ) : (
    <EmptyState text={texts.empty} hint={texts.emptyHint} />
  );
}
