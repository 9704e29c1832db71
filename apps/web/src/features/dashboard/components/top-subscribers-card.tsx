import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import fansArt from '@/components/art/fans.svg';
import { ChevronRight, Icon } from '@/components/icons';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { topSubscribersQuery } from '../api';
import { ReportCard } from './report-card';

/**
 * Top subscribers by loyalty score: the vouchers each has redeemed at the store, ever, the figure
 * their own page shows as vouchers redeemed. Each row opens the subscriber.
 */
export function TopSubscribersCard() {
  const { t, i18n } = useTranslation(['dashboard']);
  const query = useQuery(topSubscribersQuery());

  return (
    <ReportCard
      title={t('dashboard:subscribers.title')}
      testId="top-subscribers-card"
      query={query}
      caption={t('dashboard:subscribers.caption')}
      empty={{ text: t('dashboard:subscribers.empty'), hint: t('dashboard:subscribers.emptyHint'), art: fansArt }}
    >
      {(data) => (
        <div>
          <p
            aria-hidden="true"
            className="flex justify-between gap-3 border-b border-slate-100 pb-1 text-xs font-medium text-slate-600"
          >
            <span>{t('dashboard:subscribers.username')}</span>
            <span className="text-right">{t('dashboard:subscribers.loyalty')}</span>
          </p>
          <ol className="flex flex-col divide-y divide-slate-100" data-testid="top-subscribers-list">
            {data.items.map((item, index) => (
              <li key={item.id} data-testid="top-subscriber-item">
                <Link
                  to={paths.subscribers.detail(item.id)}
                  className="flex items-center gap-3 rounded-lg py-2 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  data-testid="top-subscriber-link"
                >
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
                    <span className="sr-only">{t('dashboard:subscribers.loyalty')}: </span>
                    <span className="font-semibold tabular-nums text-slate-900" data-testid="top-subscriber-score">
                      {formatNumber(item.total, i18n.language)}
                    </span>
                  </span>
                  <Icon icon={ChevronRight} className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ol>
        </div>
      )}
    </ReportCard>
  );
}
