import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { FigureSkeleton, PanelError } from '@/components/panel-state';
import { ReportFigure } from '@/components/report-figure';
import { formatMoney, formatNumber } from '@/lib/format';
import { planReportQuery } from '../api';

/**
 * What the store earned this month so far and its active subscribers now, each with growth against
 * the same days (the same moment) of last month: the same figures as the dashboard's.
 */
export function PlanReportCards() {
  const { t, i18n } = useTranslation();
  const { data, isError, refetch } = useQuery(planReportQuery());
  const cards = [
    {
      key: 'revenue',
      title: t('plans.overview.revenue'),
      value: data ? formatMoney(data.revenue, i18n.language, data.currency) : '',
      caption: t('plans.overview.thisMonthNet'),
      growth: Number(data?.revenue_growth ?? 0),
      comparison: 'days' as const,
    },
    {
      key: 'subscribers',
      title: t('plans.overview.subscribers'),
      value: data ? formatNumber(data.subscriber_count, i18n.language) : '',
      caption: undefined,
      growth: Number(data?.subscriber_growth ?? 0),
      comparison: 'moment' as const,
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
      {cards.map((c) => (
        <Card key={c.key} title={c.title} level={3} testId={`plan-report-${c.key}`}>
          {!data ? (
            isError ? (
              <PanelError onRetry={() => void refetch()} />
            ) : (
              <FigureSkeleton />
            )
          ) : (
            <ReportFigure
              value={c.value}
              caption={c.caption}
              growth={c.growth}
              compared={data.compared_to}
              comparison={c.comparison}
              testId={`plan-report-${c.key}-total`}
            />
          )}
        </Card>
      ))}
    </div>
  );
}
