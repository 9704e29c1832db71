import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { QueryState, type QueryLike } from '@/components/query-state';
import { ReportFigure, type ReportFigureProps } from '@/components/report-figure';
import { FigureSkeleton, Skeleton } from '@/components/skeleton';

/**
 * The frame of a ranked report panel (top subscribers, voucher usage): a headline figure with its
 * growth above a list, and the same loading, failed and empty states for each, so the panels only
 * say what their figure and rows are.
 */
export function ReportCard<D extends { items: readonly unknown[] }>({
  title,
  testId,
  query,
  figure,
  empty,
  children,
}: {
  title: string;
  testId: string;
  query: QueryLike<D>;
  figure: (data: D) => ReportFigureProps;
  empty: { text: string; hint: string };
  /** The list, rendered only when there is at least one item. */
  children: (data: D) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card title={title} level={3} testId={testId}>
      <QueryState
        query={query}
        failedText={t('ui.report.failed')}
        skeleton={
          <div className="flex flex-col gap-4">
            <FigureSkeleton />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-full" />
          </div>
        }
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            <ReportFigure {...figure(data)} />
            {data.items.length === 0 ? <EmptyState text={empty.text} hint={empty.hint} /> : children(data)}
          </div>
        )}
      </QueryState>
    </Card>
  );
}
