import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { FigureSkeleton, PanelError } from '@/components/panel-state';
import { ReportFigure } from '@/components/report-figure';
import { formatMoney, formatNumber } from '@/lib/format';
import { planReportQuery } from '../api';

/** Subscription revenue and total subscribers of this month, each with growth against last month. */
export function PlanReportCards() {
  const { t, i18n } = useTranslation();
  const { data, isError, refetch } = useQuery(planReportQuery());
  const cards = [
    {
      key: 'revenue',
      title: t('plans.overview.revenue'),
      value: data ? formatMoney(data.revenue, i18n.language, data.currency) : '',
      growth: Number(data?.revenue_growth ?? 0),
    },
    {
      key: 'subscribers',
      title: t('plans.overview.subscribers'),
      value: data ? formatNumber(data.subscriber_count, i18n.language) : '',
      growth: Number(data?.subscriber_growth ?? 0),
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
            <ReportFigure value={c.value} growth={c.growth} testId={`plan-report-${c.key}-total`} />
          )}
        </Card>
      ))}
    </div>
  );
}
