import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { topSubscribersQuery } from '../api';
import { ReportCard } from './report-card';

/** Top subscribers by loyalty score, with the active subscriber count and its growth. */
export function TopSubscribersCard() {
  const { t, i18n } = useTranslation(['dashboard']);
  const query = useQuery(topSubscribersQuery());

  return (
    <ReportCard
      title={t('dashboard:subscribers.title')}
      testId="top-subscribers-card"
      query={query}
      figure={(data) => ({
        value: formatNumber(data.subscriber_total, i18n.language),
        caption: t('dashboard:subscribers.caption'),
        growth: data.subscriber_growth,
        compared: data.compared_to,
        comparison: 'moment',
        testId: 'top-subscribers-total',
      })}
      empty={{ text: t('dashboard:subscribers.empty'), hint: t('dashboard:subscribers.emptyHint') }}
    >
      {(data) => (
        <div>
          <p
            aria-hidden="true"
            className="flex justify-between border-b border-slate-100 pb-1 text-xs font-medium uppercase tracking-wide text-slate-600"
          >
            <span>{t('dashboard:subscribers.username')}</span>
            <span>{t('dashboard:subscribers.loyalty')}</span>
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
                <span className="min-w-0 flex-1 truncate font-medium text-slate-800" data-testid="top-subscriber-name">
                  {item.name}
                </span>
                <span className="shrink-0 text-right text-slate-600">
                  <span className="sr-only">{t('dashboard:subscribers.loyalty')}: </span>
                  <span className="font-semibold tabular-nums text-slate-900" data-testid="top-subscriber-score">
                    {formatNumber(item.total, i18n.language)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </ReportCard>
  );
}
