import type { EndpointOutput } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { QueryCard } from '@/components/query-card';
import type { QueryLike } from '@/components/query-state';
import { SkeletonStack } from '@/components/skeleton';
import { useSalesFormat } from '../use-sales-format';
import { MoneyTiles } from './money-tiles';

/** The range's sums over every page: what the store earned, from what fans paid less the platform's fees. */
export function SalesTotals({ query, period }: { query: QueryLike<EndpointOutput<'salesReport'>>; period: string }) {
  const { t } = useTranslation(['sales']);
  const f = useSalesFormat();
  return (
    <QueryCard
      title={t('sales:reports.totals')}
      action={<span className="text-xs text-slate-600">{period}</span>}
      testId="sales-totals"
      query={query}
      failedText={t('sales:reports.failed')}
      skeleton={<SkeletonStack blocks={['h-8 w-32', 'h-10 w-full']} />}
    >
      {({ totals }) => (
        <div className="flex flex-col gap-3">
          <div>
            <p className="text-3xl font-semibold tabular-nums text-slate-900" data-testid="totals-net">
              {f.money(totals.net, totals.currency)}
            </p>
            <p className="text-sm text-slate-600" data-testid="totals-count">
              {t('sales:reports.netOf', { count: totals.count, formatted: f.number(totals.count) })}
            </p>
          </div>
          <MoneyTiles
            className="grid-cols-2"
            currency={totals.currency}
            tiles={[
              { label: t('sales:reports.grossTotal'), testId: 'totals-gross', amount: totals.gross },
              { label: t('sales:reports.feeTotal'), testId: 'totals-fee', amount: totals.fee },
            ]}
          />
        </div>
      )}
    </QueryCard>
  );
}
