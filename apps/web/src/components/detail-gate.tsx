import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { NotFoundState } from './not-found-state';
import { PanelError } from './panel-state';
import { SkeletonBlock } from './skeleton';

/** What a detail page reads of its useQuery() result. */
export interface DetailQuery<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The states of a page about one record: skeletons while it loads, the not-found state for an
 * unknown id (404; also an id the URL cannot hold, `invalid`), a retry when the call failed
 * otherwise, and the page once the record is there.
 */
export function DetailGate<T>({
  invalid = false,
  query,
  notFound,
  failedText,
  children,
}: {
  invalid?: boolean;
  query: DetailQuery<T>;
  notFound: { text: string; hint?: string; backTo: string; backLabel: string };
  failedText: string;
  children: (data: T) => ReactNode;
}) {
  const { data, error, refetch } = query;
  if (invalid || (isApiError(error) && (error.status === 404 || error.status === 422))) {
    return <NotFoundState {...notFound} />;
  }
  if (data !== undefined) return children(data);
  if (error) {
    return (
      <div className="px-4 py-4">
        <PanelError onRetry={() => void refetch()} text={failedText} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <SkeletonBlock lines={2} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" />
      <SkeletonBlock lines={3} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" />
      <SkeletonBlock lines={4} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" />
    </div>
  );
}
