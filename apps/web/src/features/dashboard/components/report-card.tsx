import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { QueryCard } from '@/components/query-card';
import type { QueryLike } from '@/components/query-state';
import { ReportFigure, type ReportFigureProps } from '@/components/report-figure';
import { FigureSkeleton, Skeleton } from '@/components/skeleton';

/**
 * The frame of a dashboard report panel: a headline figure with its growth above what explains it
 * (a chart, a ranked list), with the skeleton and the failure text every panel shares.
 */
export function FigureCard<D>({
  title,
  testId,
  query,
  figure,
  gap = 'gap-4',
  skeleton,
  children,
}: {
  title: string;
  testId: string;
  query: QueryLike<D>;
  figure: (data: D) => ReportFigureProps;
  gap?: 'gap-3' | 'gap-4';
  /** Shaped like what stands below the figure. */
  skeleton: ReactNode;
  children: (data: D) => ReactNode;
}) {
  const { t } = useTranslation(['ui']);
  return (
    <QueryCard
      title={title}
      level={3}
      testId={testId}
      query={query}
      failedText={t('ui:report.failed')}
      skeleton={
        <div className={`flex flex-col ${gap}`}>
          <FigureSkeleton />
          {skeleton}
        </div>
      }
    >
      {(data) => (
        <div className={`flex flex-col ${gap}`}>
          <ReportFigure {...figure(data)} />
          {children(data)}
        </div>
      )}
    </QueryCard>
  );
}

/**
 * The frame of a ranked report panel (top subscribers, voucher usage): a line that says what the
 * list ranks above the list, and the same loading, failed and empty states for each. Their
 * headline figures (vouchers used, active subscribers) are the overview's: the dashboard shows
 * each figure once.
 */
export function ReportCard<D extends { items: readonly unknown[] }>({
  title,
  testId,
  query,
  caption,
  empty,
  children,
}: {
  title: string;
  testId: string;
  query: QueryLike<D>;
  /** What the list ranks, in a line under the title. */
  caption: string;
  empty: { text: string; hint: string; art: string };
  /** The list, rendered only when there is at least one item. */
  children: (data: D) => ReactNode;
}) {
  const { t } = useTranslation(['ui']);
  return (
    <QueryCard
      title={title}
      level={3}
      testId={testId}
      query={query}
      failedText={t('ui:report.failed')}
      skeleton={
        <div className="flex flex-col gap-3">
          <Skeleton className="h-3 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-full" />
        </div>
      }
    >
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState text={empty.text} hint={empty.hint} art={empty.art} />
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-xs text-slate-600" data-testid={`${testId}-caption`}>
              {caption}
            </p>
            {children(data)}
          </div>
        )
      }
    </QueryCard>
  );
}
