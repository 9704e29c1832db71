import type { Paginate } from '@mbo/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryCard } from '@/components/query-card';
import type { QueryLike } from '@/components/query-state';
import { RowsSkeleton } from '@/components/skeleton';
import { clampPage } from '@/lib/use-list-params';
import { Pager } from './pager';

/**
 * A list whose rows may be the previous page's while the next one loads: they fade and the list is
 * marked busy, so the old rows are never read as the new ones.
 */
export function StaleList({
  label,
  stale,
  className = '',
  testId,
  ordered = false,
  divided = true,
  children,
}: {
  label: string;
  stale: boolean;
  className?: string;
  testId?: string;
  /** The order says something (newest first, a history): an `<ol>`. */
  ordered?: boolean;
  /** Rows split by a rule; off for a list of cards, which stand apart by their own gap. */
  divided?: boolean;
  children: ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      aria-label={label}
      aria-busy={stale || undefined}
      className={`${divided ? 'divide-y divide-slate-100' : ''} transition-opacity ${stale ? 'opacity-60' : ''} ${className}`}
      data-testid={testId}
    >
      {children}
    </List>
  );
}

/** The words of a paged list card (a group of texts: `t('sales:invoices', { returnObjects: true })`). */
export interface PagedListTexts {
  title: string;
  failed: string;
  empty: string;
  emptyHint: string;
}

/**
 * A card holding one paged list of a query: rows of two lines while it loads, the error with
 * Retry, the empty state, and the rows with previous and next below them.
 */
export function PagedListCard<T>({
  texts,
  art,
  testId,
  query,
  page,
  onPage,
  listTestId,
  listClassName,
  children,
}: {
  texts: PagedListTexts;
  /** The picture of the empty list. */
  art: string;
  testId: string;
  query: QueryLike<{ data: T[]; paginate: Paginate }>;
  page: number;
  onPage: (page: number) => void;
  listTestId: string;
  listClassName?: string;
  /** One row: an `<li>`. */
  children: (item: T) => ReactNode;
}) {
  const { title } = texts;
  return (
    <QueryCard
      title={title}
      testId={testId}
      query={query}
      skeleton={<RowsSkeleton rows={3} />}
      failedText={texts.failed}
      isEmpty={(r) => r.paginate.total_entries === 0}
      empty={<EmptyState text={texts.empty} hint={texts.emptyHint} art={art} />}
    >
      {(r, { stale }) => (
        <>
          <StaleList label={title} stale={stale} className={listClassName} testId={listTestId}>
            {r.data.map(children)}
          </StaleList>
          <Pager page={clampPage(page, r.paginate.total_pages)} totalPages={r.paginate.total_pages} onPage={onPage} />
        </>
      )}
    </QueryCard>
  );
}
