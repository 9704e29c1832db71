import { createContext, useContext, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/failure';
import { paths } from '@/lib/paths';
import { Button } from './button';
import { NotFoundState, type NotFoundProps } from './not-found-state';

/** What QueryState reads of a useQuery() or useInfiniteQuery() result. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  /** The previous page, shown while the next loads (`placeholderData: keepPreviousData`). */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

/**
 * Several loads shown as one (a form that needs two lists): data once all have answered, the first
 * error otherwise, and Retry asks again for each that failed.
 */
export function allQueries<Q extends Record<string, QueryLike<unknown>>>(
  queries: Q,
): QueryLike<{ [K in keyof Q]: NonNullable<Q[K]['data']> }> {
  const list = Object.values(queries);
  const ready = list.every((q) => q.data !== undefined);
  return {
    data: ready
      ? (Object.fromEntries(Object.entries(queries).map(([k, q]) => [k, q.data])) as {
          [K in keyof Q]: NonNullable<Q[K]['data']>;
        })
      : undefined,
    error: list.find((q) => q.error)?.error ?? null,
    refetch: () => list.filter((q) => q.data === undefined).forEach((q) => void q.refetch()),
  };
}

const InLoadingState = createContext(false);

/**
 * Whether a skeleton renders inside a LoadingState, which announces the loading already: a part
 * that would say "Loading…" on its own (a table's skeleton rows) stays quiet there.
 */
export const useInLoadingState = () => useContext(InLoadingState);

/**
 * A loading state: the skeleton passed in (shaped like the content), marked busy, with a
 * "Loading…" text for screen readers.
 */
export function LoadingState({
  children,
  label,
  className,
}: {
  children: ReactNode;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation(['common']);
  return (
    <div role="status" aria-busy="true" data-testid="skeleton" className={className}>
      <span className="sr-only">{label ?? t('common:loading')}</span>
      <InLoadingState value={true}>{children}</InLoadingState>
    </div>
  );
}

/** The line that says why a call failed: the API's user_message, or "Connection error" (or "You are offline") when no answer came. */
export function useErrorMessage() {
  // The component re-renders on a change of language.
  useTranslation(['common']);
  return failureText;
}

/** A failed load: what failed, why, and Retry. */
export function QueryError({
  error,
  title,
  onRetry,
  className = '',
}: {
  error: unknown;
  title?: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation(['common']);
  const messageOf = useErrorMessage();
  return (
    <div className={`flex min-w-0 flex-col items-start gap-2 py-2 text-sm ${className}`} data-testid="query-error">
      {/* A narrow card (two side by side at 320 px) still holds a long German word: it hyphenates. */}
      <p className="max-w-full font-medium text-slate-800 hyphens-auto wrap-anywhere">
        {title ?? t('common:errors.loadFailed')}
      </p>
      <p className="max-w-full text-slate-600 hyphens-auto wrap-anywhere" data-testid="query-error-message">
        {messageOf(error)}
      </p>
      <Button variant="secondary" onClick={onRetry} className="mt-1 max-w-full">
        {t('common:actions.retry')}
      </Button>
    </div>
  );
}

/** Whether an error says the record is not there: 404, or a 422 on a read whose only input is its id. */
const isNotFound = (error: unknown, idOnly: boolean) =>
  isApiError(error) && (error.status === 404 || (idOnly && error.status === 422));

/** What QueryState takes: the query, and what to show in each of its states. */
export interface QueryStateProps<T> {
  query: QueryLike<T>;
  skeleton: ReactNode;
  /** Read to screen readers while loading; "Loading…" unless said. */
  loadingLabel?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /**
   * The not-found state of a read of one record (its texts and the way back). With it, a 422
   * (an id the API refuses) is not found too. A 404 without it shows the app's "Page not found".
   */
  notFound?: NotFoundProps;
  /** The route's id names no record: not found, without asking. */
  invalid?: boolean;
  /** What failed, above the reason ("The plan could not be loaded."). */
  failedText?: string;
  /** Around the loading and error states, e.g. a page's padding (data, empty and not-found lay themselves out). */
  className?: string;
  children: (data: T, state: { stale: boolean }) => ReactNode;
}

/**
 * The one way a screen or a card shows a query:
 * - loading: the `skeleton` (shaped like the content), marked `aria-busy`; never the empty state;
 * - an answer's arrival: the content as a deferred update, rendered in slices;
 * - kept page: while the next page loads the previous one stays, and `children` get `stale`;
 * - not found: a 404 (or an id the route cannot hold, `invalid`) shows the not-found state;
 * - error: the API's message, or "Connection error" when no answer came, and Retry;
 * - empty: `empty`, only when `isEmpty` says the answer really is empty;
 * - otherwise `children` with the data.
 */
export function QueryState<T>({
  query,
  skeleton,
  loadingLabel,
  isEmpty,
  empty,
  notFound,
  invalid = false,
  failedText,
  className,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation(['common']);
  const { data, error, refetch } = query;
  const stale = query.isPlaceholderData ?? false;
  // An answer reaches React as an urgent update (the query library's store), which React renders
  // in one piece. As React's docs teach for an expensive part of the screen, the content follows as
  // a deferred update, which React renders in slices between the browser's own work; the skeleton
  // stays for the urgent one. Data the cache holds as the screen mounts shows at once.
  const ready = useDeferredValue(data !== undefined);
  const loading = (
    <LoadingState label={loadingLabel} className={className}>
      {skeleton}
    </LoadingState>
  );

  if (invalid || isNotFound(error, notFound !== undefined)) {
    return (
      <NotFoundState
        {...(notFound ?? {
          text: t('common:errors.notFoundTitle'),
          hint: t('common:errors.notFoundHint'),
          backTo: paths.home(),
          backLabel: t('common:errors.goHome'),
        })}
      />
    );
  }
  if (data !== undefined) {
    if (!ready) return loading;
    if (isEmpty?.(data)) {
      // An empty previous page says nothing about the next one: it is still loading.
      return stale ? loading : <>{empty}</>;
    }
    return <>{children(data, { stale })}</>;
  }
  if (error)
    return <QueryError error={error} title={failedText} onRetry={() => void refetch()} className={className} />;
  return loading;
}
