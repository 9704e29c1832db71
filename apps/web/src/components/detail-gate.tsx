import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from './query-state';
import { CardsSkeleton } from './skeleton';

/** The words of a detail page's states (a group of texts: `t('plans:detail', { returnObjects: true })`). */
export interface DetailTexts {
  /** The not-found state, its hint, and its way back (to `backTo`). */
  notFound: string;
  notFoundHint: string;
  back: string;
  /** What failed, above the reason: "The plan could not be loaded." */
  failed: string;
}

/**
 * A page about one record, loaded by its id: the skeleton while it loads, the not-found state for
 * an id no record has (a read the address cannot name, `enabled: false`, is not asked for), the
 * failure with Retry, then `children` with the record. Every detail page words its states alike.
 */
export function DetailGate<TQueryFnData, T, TKey extends QueryKey>({
  read,
  fresh = false,
  texts,
  backTo,
  skeleton = <CardsSkeleton />,
  children,
}: {
  /** The read of the record, from the screen's reads (lib/reads.ts). */
  read: UseQueryOptions<TQueryFnData, Error, T, TKey>;
  /** Ask the server again even when the cache has the record (a form starts from what is stored now). */
  fresh?: boolean;
  texts: DetailTexts;
  backTo: string;
  skeleton?: ReactNode;
  children: (record: T) => ReactNode;
}) {
  const result = useQuery({ ...read, ...(fresh ? { refetchOnMount: 'always' as const } : {}) });
  // A fresh read does not show the cached record while it asks: the form would start from it.
  const shown = fresh && result.isFetching && !result.isFetchedAfterMount ? { ...result, data: undefined } : result;
  return (
    <QueryState
      query={shown}
      invalid={read.enabled === false}
      className="px-4 py-4"
      skeleton={skeleton}
      notFound={{ text: texts.notFound, hint: texts.notFoundHint, backTo, backLabel: texts.back }}
      failedText={texts.failed}
    >
      {(record) => children(record)}
    </QueryState>
  );
}
