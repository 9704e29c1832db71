import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedListCard } from '@/components/list/paged-list-card';
import { useReads } from '@/lib/reads';
import { mySalesReads, payoutsQuery } from '../api';
import { useSalesFormat } from '../use-sales-format';
import { PayoutStatus } from './payout-status';
import salesArt from '@/components/art/sales.svg';

/**
 * Every payout the store asked for, newest first; paged. Date, amount, status and action of each
 * stack in two lines, so a long status ("In Bearbeitung") never pushes the row wider than a phone.
 */
export function PayoutHistory({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(['sales']);
  const f = useSalesFormat();
  // The first page is the screen's read, asked for as the route matched; later pages are asked here.
  const { payouts } = useReads(mySalesReads);
  const query = useQuery(page === 1 ? payouts : payoutsQuery(page));

  return (
    <PagedListCard
      art={salesArt}
      texts={t('sales:payouts', { returnObjects: true })}
      testId="payout-history"
      query={query}
      page={page}
      onPage={onPage}
      listTestId="payout-list"
    >
      {(p) => (
        <li key={p.id} className="flex items-center justify-between gap-3 py-3" data-testid="payout-row">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-900">
              <span className="sr-only">{t('sales:payouts.action.label')}: </span>
              {t(`sales:payouts.action.${p.action}`)}
            </p>
            <p className="text-xs text-slate-600" data-testid="payout-date">
              <span className="sr-only">{t('sales:payouts.date')}: </span>
              {f.date(p.requested_at)}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <p className="text-sm font-semibold tabular-nums text-slate-900" data-testid="payout-amount">
              <span className="sr-only">{t('sales:payouts.amount')}: </span>
              {f.money(p.amount, p.currency)}
            </p>
            <p>
              <span className="sr-only">{t('sales:payouts.status.label')}: </span>
              <PayoutStatus status={p.status} />
            </p>
          </div>
        </li>
      )}
    </PagedListCard>
  );
}
