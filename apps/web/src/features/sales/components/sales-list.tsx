import type { SaleRow } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { StaleList } from '@/components/list/paged-list-card';
import { Skeleton } from '@/components/skeleton';
import { Stat } from '@/components/stat-tile';
import { useSalesFormat } from '../use-sales-format';

/** Placeholder rows shaped like payments: a line for fan and date, a line for the figures. */
export function SalesListSkeleton() {
  return (
    <div className="flex flex-col gap-4 py-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-full" />
        </div>
      ))}
    </div>
  );
}

const figure = 'flex flex-col justify-between';

/**
 * One page of payments. Six figures do not fit a phone's width as columns, so each payment is a
 * row of its own: fan and date, the plan, then what the fan paid, the platform's fee and what the
 * store earns (gross − fee = net), each named for whose money it is.
 */
export function SalesList({ rows, stale }: { rows: SaleRow[]; stale: boolean }) {
  const { t } = useTranslation(['sales']);
  const f = useSalesFormat();

  return (
    <StaleList label={t('sales:reports.listLabel')} stale={stale} testId="sales-list">
      {rows.map((r) => (
        <li key={r.id} className="py-3" data-testid="sale-row">
          {/* The date goes under the name when both do not fit one line ("joseph.lichtenhagen"). */}
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            {/* A fan's name may be one long word (a username): it wraps rather than being cut off. */}
            <p className="min-w-0 font-medium text-slate-900 [overflow-wrap:anywhere]" data-testid="sale-fan">
              <span className="sr-only">{t('sales:reports.fan')}: </span>
              {r.username}
            </p>
            <p className="shrink-0 text-xs text-slate-600" data-testid="sale-date">
              <span className="sr-only">{t('sales:reports.date')}: </span>
              {f.date(r.paid_at)}
            </p>
          </div>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]" data-testid="sale-plan">
            <span className="sr-only">{t('sales:reports.plan')}: </span>
            {r.plan_name}
          </p>
          {/* A name on two lines ("Fangebühr (Plattform)") keeps the three amounts on one line. */}
          <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
            <Stat label={t('sales:reports.gross')} testId="sale-gross" className={figure}>
              {f.money(r.gross, r.currency)}
            </Stat>
            <Stat label={t('sales:reports.fee')} testId="sale-fee" className={figure}>
              {f.money(r.fee, r.currency)}
            </Stat>
            <Stat label={t('sales:reports.net')} testId="sale-net" strong className={`${figure} text-right`}>
              {f.money(r.net, r.currency)}
            </Stat>
          </dl>
        </li>
      ))}
    </StaleList>
  );
}
