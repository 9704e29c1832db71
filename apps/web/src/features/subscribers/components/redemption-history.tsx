import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { StaleList } from '@/components/list/paged-list-card';
import { Pager } from '@/components/list/pager';
import { QueryCard } from '@/components/query-card';
import { SkeletonLines } from '@/components/skeleton';
import { DATE_FORMATS, formatDate } from '@/lib/format';
import { useReads } from '@/lib/reads';
import { useListParams } from '@/lib/use-list-params';
import { usePageInRange } from '@/lib/use-page-in-range';
import { subscriberVoucherReads } from '../api';
import vouchersArt from '@/components/art/vouchers.svg';

/** Every redemption of the route's voucher by the route's subscriber, newest first, with the plan it was used under; paged. */
export function RedemptionHistory({ name }: { name: string }) {
  const { t, i18n } = useTranslation(['subscribers']);
  const { page, update } = useListParams();
  const query = useQuery(useReads(subscriberVoucherReads).redemptions);
  const { data, isPlaceholderData } = query;
  const toPage = useCallback((p: number) => update({ page: p }, { replace: true }), [update]);
  const shownPage = usePageInRange(page, data?.paginate.total_pages, Boolean(data) && !isPlaceholderData, toPage);

  return (
    <QueryCard
      title={t('subscribers:voucher.history')}
      testId="redemption-history"
      query={query}
      skeleton={<SkeletonLines lines={4} />}
      failedText={t('subscribers:voucher.failed')}
      isEmpty={(r) => r.data.length === 0}
      empty={
        <EmptyState art={vouchersArt} text={t('subscribers:voucher.empty')} hint={t('subscribers:voucher.emptyHint')} />
      }
    >
      {(r, { stale }) => (
        <>
          <StaleList ordered label={t('subscribers:voucher.historyCaption', { name })} stale={stale}>
            {r.data.map((redemption) => (
              <li
                key={redemption.id}
                data-testid="redemption"
                className="flex items-baseline justify-between gap-3 py-2.5 text-sm"
              >
                <span className="tabular-nums text-slate-900">
                  {t('subscribers:voucher.redeemedAt', {
                    date: formatDate(redemption.redeemed_at, DATE_FORMATS.short, i18n.language),
                    time: formatDate(redemption.redeemed_at, DATE_FORMATS.time, i18n.language),
                  })}
                </span>
                <span className="min-w-0 text-right text-xs text-slate-600">
                  {t('subscribers:voucher.underPlan', { plan: redemption.plan.name })}
                </span>
              </li>
            ))}
          </StaleList>
          <Pager page={shownPage} totalPages={r.paginate.total_pages} onPage={(p) => update({ page: p })} />
        </>
      )}
    </QueryCard>
  );
}
