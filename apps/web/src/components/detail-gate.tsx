import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';
import { useRouteId } from '@/lib/route-id';
import { QueryState } from './query-state';
import { CardsSkeleton } from './skeleton';

/**
 * A page about one record, loaded by its id: the skeleton while it loads, the not-found state for
 * an id no record has (one the URL cannot hold is not asked for), the failure with Retry, then
 * `children` with the record.
 *
 * `texts` names the page's group of texts, which holds `notFound`, `notFoundHint`, `back` (the
 * not-found state's way back, to `backTo`) and `failed` ("The plan could not be loaded."), so
 * every detail page words its states alike.
 */
export function DetailGate<TQueryFnData, T, TKey extends QueryKey>({
  query,
  id: given,
  fresh = false,
  texts,
  backTo,
  skeleton = <CardsSkeleton />,
  children,
}: {
  /** The read of the record with this id (an `endpointQuery`). */
  query: (id: number) => UseQueryOptions<TQueryFnData, Error, T, TKey>;
  /** The record's id, when it is not the route's `:id`; null when it names no record. */
  id?: number | null;
  /** Ask the server again even when the cache has the record (a form starts from what is stored now). */
  fresh?: boolean;
  /** The i18n group of the page's not-found and failure texts, e.g. `plans.detail`. */
  texts: string;
  backTo: string;
  skeleton?: ReactNode;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const routeId = useRouteId();
  const id = given === undefined ? routeId : given;
  const result = useQuery({
    ...query(id ?? 0),
    enabled: id !== null,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
  // A fresh read does not show the cached record while it asks: the form would start from it.
  const shown = fresh && result.isFetching && !result.isFetchedAfterMount ? { ...result, data: undefined } : result;
  return (
    <QueryState
      query={shown}
      invalid={id === null}
      className="px-4 py-4"
      skeleton={skeleton}
      notFound={{
        text: t(`${texts}.notFound`),
        hint: t(`${texts}.notFoundHint`),
        backTo,
        backLabel: t(`${texts}.back`),
      }}
      failedText={t(`${texts}.failed`)}
    >
      {(record) => children(record)}
    </QueryState>
  );
}
