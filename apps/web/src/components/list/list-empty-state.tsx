import type { ReactNode } from 'react';
import noResultsArt from '@/components/art/no-results.svg';
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
export function ListEmptyState({
  texts,
  searching,
  art,
  children,
}: {
  texts: ListEmptyTexts;
  searching: boolean;
  /** The picture of the list with nothing in it (a search that found nothing has its own). */
  art: string;
  /** The way forward from an empty list (not from an empty search). */
  children?: ReactNode;
}) {
  return searching ? (
    <EmptyState text={texts.noResults} hint={texts.noResultsHint} art={noResultsArt} />
  ) : (
    <EmptyState text={texts.empty} hint={texts.emptyHint} art={art}>
      {children}
    </EmptyState>
  );
}
