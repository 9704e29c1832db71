import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { formatNumber } from '@/lib/format';
import { overviewQuery } from '../api';
import { FigureSkeleton, PanelError } from '@/components/panel-state';
import { ReportFigure } from '@/components/report-figure';

/**
 * Vouchers used this month so far and active subscribers now, each with growth against the same
 * days (the same moment) of last month.
 */
export function OverviewCards() {
  const { t, i18n } = useTranslation();
  const { data, isError, refetch } = useQuery(overviewQuery());
  const cards = [
    {
      key: 'vouchers',
      title: t('dashboard.overview.vouchersUsed'),
      value: data?.voucher_total,
      growth: data?.voucher_growth,
      comparison: 'days' as const,
    },
    {
      key: 'subscribers',
      title: t('dashboard.overview.activeSubscribers'),
      value: data?.subscriber_total,
      growth: data?.subscriber_growth,
      comparison: 'moment' as const,
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3">
      {cards.map((c) => (
        <Card key={c.key} title={c.title} level={3} testId={`overview-${c.key}`} className="min-w-0">
          {!data ? (
            isError ? (
              <PanelError onRetry={() => void refetch()} />
            ) : (
              <FigureSkeleton />
            )
          ) : (
            <ReportFigure
              value={formatNumber(c.value ?? 0, i18n.language)}
              growth={c.growth ?? 0}
              compared={data.compared_to}
              comparison={c.comparison}
              testId={`overview-${c.key}-total`}
            />
          )}
        </Card>
      ))}
    </div>
  );
}
