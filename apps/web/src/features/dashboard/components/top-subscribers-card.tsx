import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { formatNumber } from '../../../lib/format';
import { topSubscribersQuery } from '../api';
import { FigureSkeleton, PanelError } from './panel-state';
import { ReportFigure } from './report-figure';

/** Top subscribers by loyalty score, with the active subscriber count and its growth. */
export function TopSubscribersCard() {
  const { t, i18n } = useTranslation();
  const { data, isError, refetch } = useQuery(topSubscribersQuery());

  return (
    <Card title={t('dashboard.subscribers.title')} level={3} testId="top-subscribers-card">
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
          <ReportFigure
            value={formatNumber(data.subscriber_total, i18n.language)}
            caption={t('dashboard.subscribers.caption')}
            growth={data.subscriber_growth}
            testId="top-subscribers-total"
          />
          {data.items.length === 0 ? (
            <EmptyState text={t('dashboard.subscribers.empty')} hint={t('dashboard.subscribers.emptyHint')} />
          ) : (
            <div>
              <p
                aria-hidden="true"
                className="flex justify-between border-b border-slate-100 pb-1 text-xs font-medium uppercase tracking-wide text-slate-600"
              >
                <span>{t('dashboard.subscribers.username')}</span>
                <span>{t('dashboard.subscribers.loyalty')}</span>
              </p>
              <ol className="flex flex-col divide-y divide-slate-100" data-testid="top-subscribers-list">
                {data.items.map((item, index) => (
                  <li key={item.id} className="flex items-center gap-3 py-2 text-sm" data-testid="top-subscriber-item">
                    <span
                      aria-hidden="true"
                      className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
                    >
                      {index + 1}
                    </span>
                    <span
                      className="min-w-0 flex-1 truncate font-medium text-slate-800"
                      data-testid="top-subscriber-name"
                    >
                      {item.name}
                    </span>
                    <span className="shrink-0 text-right text-slate-600">
                      <span className="sr-only">{t('dashboard.subscribers.loyalty')}: </span>
                      <span className="font-semibold tabular-nums text-slate-900" data-testid="top-subscriber-score">
                        {formatNumber(item.total, i18n.language)}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
