import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { overviewQuery } from '../api';
import { QueryCard } from '@/components/query-card';
import { growthToShow, ReportFigure } from '@/components/report-figure';
import { FigureSkeleton } from '@/components/skeleton';

/**
 * Vouchers used this month so far and active subscribers now, each with growth against the same
 * days (the same moment) of last month.
 */
export function OverviewCards() {
  const { t, i18n } = useTranslation(['dashboard', 'ui']);
  const query = useQuery(overviewQuery());
  const cards = [
    {
      key: 'vouchers',
      title: t('dashboard:overview.vouchersUsed'),
      total: 'voucher_total',
      growth: 'voucher_growth',
      comparison: 'days',
    },
    {
      key: 'subscribers',
      title: t('dashboard:overview.activeSubscribers'),
      total: 'subscriber_total',
      growth: 'subscriber_growth',
      comparison: 'moment',
    },
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-3">
      {cards.map((c) => (
        <QueryCard
          key={c.key}
          title={c.title}
          level={3}
          testId={`overview-${c.key}`}
          className="min-w-0"
          query={query}
          skeleton={<FigureSkeleton />}
          failedText={t('ui:report.failed')}
        >
          {(data) => (
            <ReportFigure
              value={formatNumber(data[c.total], i18n.language)}
              growth={growthToShow(data[c.total], data[c.growth])}
              compared={data.compared_to}
              comparison={c.comparison}
              testId={`overview-${c.key}-total`}
            />
          )}
        </QueryCard>
      ))}
    </div>
  );
}
