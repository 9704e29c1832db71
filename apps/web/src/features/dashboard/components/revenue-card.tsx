import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import chartArt from '@/components/art/chart.svg';
import { EmptyState } from '@/components/empty-state';
import { growthToShow } from '@/components/report-figure';
import { Skeleton } from '@/components/skeleton';
import { formatMoney } from '@/lib/format';
import { revenueQuery } from '../api';
import { revenueSeries } from '../revenue-series';
import { FigureCard } from './report-card';

/**
 * The chart and its library (recharts) are a chunk of their own, asked for when the card first
 * draws its figures: the dashboard's first chunk does not carry it, and the figures do not wait for it.
 */
const RevenueChart = lazy(() => import('./revenue-chart'));

/** The chart's height: its box is this tall whether the chart or its placeholder is in it. */
const CHART_BOX = 'h-44 w-full';

/**
 * Subscriber revenue: what the store earned (net of the fan fees) over the last 6 months, as money
 * and as bars, with this month's growth against the same days of last month.
 */
export function RevenueCard() {
  const { t, i18n } = useTranslation(['dashboard']);
  const locale = i18n.language;
  const query = useQuery(revenueQuery());
  const { data } = query;
  const series = useMemo(() => (data ? revenueSeries(data.last_6_month, locale) : []), [data, locale]);
  const currency = data?.currency ?? 'EUR';
  // Stable while the language and currency are, as the chart's props should be (RevenueChart).
  const money = useCallback((amount: number) => formatMoney(amount, locale, currency), [locale, currency]);

  return (
    <FigureCard
      title={t('dashboard:revenue.title')}
      testId="revenue-card"
      query={query}
      gap="gap-3"
      figure={(data) => ({
        value: money(data.revenue_total),
        caption: t('dashboard:revenue.period'),
        growth: growthToShow(data.revenue_total, data.revenue_growth),
        compared: data.compared_to,
        comparison: 'thisMonth',
        testId: 'revenue-total',
      })}
      skeleton={<Skeleton className={CHART_BOX} />}
    >
      {(data) =>
        data.revenue_total === 0 && data.last_6_month.every((m) => m.amount === 0) ? (
          // Six empty months make no chart: say where the bars will come from.
          <EmptyState text={t('dashboard:revenue.empty')} hint={t('dashboard:revenue.emptyHint')} art={chartArt} />
        ) : (
          <figure className="m-0">
            <figcaption className="sr-only">{t('dashboard:revenue.chartLabel')}</figcaption>
            <div className={CHART_BOX}>
              <Suspense
                fallback={
                  <div className="h-full" data-testid="revenue-chart-loading">
                    <Skeleton className="h-full w-full" />
                  </div>
                }
              >
                <RevenueChart series={series} formatAmount={money} currency={data?.currency} />
              </Suspense>
            </div>
            {/* A table sizes itself to its content whatever its width says: the box around it hides it. */}
            <div className="sr-only">
              <table>
                <caption>{t('dashboard:revenue.chartLabel')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard:revenue.month')}</th>
                    <th scope="col">{t('dashboard:revenue.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {series.map((p) => (
                    <tr key={p.month}>
                      <th scope="row">{p.fullLabel}</th>
                      <td>{money(p.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        )
      }
    </FigureCard>
  );
}
