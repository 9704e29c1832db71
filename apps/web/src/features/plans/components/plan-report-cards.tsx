import type { PlanReport } from '@mbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryCard } from '@/components/query-card';
import { ReportFigure } from '@/components/report-figure';
import { FigureSkeleton } from '@/components/skeleton';
import { formatMoney, formatNumber } from '@/lib/format';
import { useReads } from '@/lib/reads';
import { planOverviewReads } from '../api';

/**
 * What the store earned this month so far and its active subscribers now, each with growth against
 * the same days (the same moment) of last month: the same figures as the dashboard's.
 */
export function PlanReportCards() {
  const { t, i18n } = useTranslation(['plans', 'ui']);
  const query = useQuery(useReads(planOverviewReads).report);
  const cards = [
    {
      key: 'revenue',
      title: t('plans:overview.revenue'),
      value: (r: PlanReport) => formatMoney(r.revenue, i18n.language, r.currency),
      caption: t('plans:overview.thisMonthNet'),
      growth: (r: PlanReport) => Number(r.revenue_growth),
      comparison: 'days' as const,
    },
    {
      key: 'subscribers',
      title: t('plans:overview.subscribers'),
      value: (r: PlanReport) => formatNumber(r.subscriber_count, i18n.language),
      caption: undefined,
      growth: (r: PlanReport) => Number(r.subscriber_growth),
      comparison: 'moment' as const,
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
      {cards.map((c) => (
        <QueryCard
          key={c.key}
          title={c.title}
          level={3}
          testId={`plan-report-${c.key}`}
          query={query}
          skeleton={<FigureSkeleton caption={c.caption !== undefined} />}
          failedText={t('ui:report.failed')}
        >
          {(data) => (
            <ReportFigure
              value={c.value(data)}
              caption={c.caption}
              growth={c.growth(data)}
              compared={data.compared_to}
              comparison={c.comparison}
              testId={`plan-report-${c.key}-total`}
            />
          )}
        </QueryCard>
      ))}
    </div>
  );
}
