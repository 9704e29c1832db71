import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { FigureSkeleton, PanelError } from '@/components/panel-state';
import { ReportFigure, type ReportFigureProps } from '@/components/report-figure';

/** What a report card reads of its useQuery() result. */
export interface ReportQuery<D> {
  data: D | undefined;
  isError: boolean;
  refetch: () => unknown;
}

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
  query: ReportQuery<D>;
  figure: (data: D) => ReportFigureProps;
  empty: { text: string; hint: string };
  /** The list, rendered only when there is at least one item. */
  children: (data: D) => ReactNode;
}) {
  const { data, isError, refetch } = query;
  return (
    <Card title={title} level={3} testId={testId}>
      {!data ? (
        isError ? (
          <PanelError onRetry={() => void refetch()} />
        ) : (
          <div className="flex flex-col gap-4">
            <FigureSkeleton />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-full" />
          </div>
        )
      ) : (
        <div className="flex flex-col gap-4">
          <ReportFigure {...figure(data)} />
          {data.items.length === 0 ? <EmptyState text={empty.text} hint={empty.hint} /> : children(data)}
        </div>
      )}
    </Card>
  );
}
