import type { SubscriberDetail } from '@mbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { StaleList } from '@/components/list/paged-list-card';
import { Pager } from '@/components/list/pager';
import { QueryState } from '@/components/query-state';
import { SkeletonLines } from '@/components/skeleton';
import { DATE_FORMATS, formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { useListParams } from '@/lib/use-list-params';
import { usePageInRange } from '@/lib/use-page-in-range';
import { subscriberVouchersQuery, subscriberVouchersReads } from '../api';
import { VoucherBadges, VoucherUsage } from './voucher-usage';
import vouchersArt from '@/components/art/vouchers.svg';

/**
 * The subscriber's vouchers of one plan (the one the address names, or their latest): use this
 * period against the allowance, last use; each opens its history.
 */
export function SubscriberVoucherList({
  subscriber,
  plan,
  fallback,
}: {
  subscriber: SubscriberDetail;
  plan: SubscriberDetail['plan'];
  /** The address names a plan the fan never held: the list is of their latest plan instead. */
  fallback: boolean;
}) {
  const { t, i18n } = useTranslation(['subscribers', 'common']);
  const { page, update } = useListParams();
  const { vouchers } = useReads(subscriberVouchersReads);
  const query = useQuery(fallback ? subscriberVouchersQuery(subscriber.id, page) : vouchers);
  const { data, isPlaceholderData } = query;
  const toPage = useCallback((p: number) => update({ page: p }, { replace: true }), [update]);
  const shownPage = usePageInRange(page, data?.paginate.total_pages, Boolean(data) && !isPlaceholderData, toPage);

  return (
    <QueryState
      query={query}
      skeleton={<SkeletonLines lines={6} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" />}
      failedText={t('subscribers:vouchers.failed')}
      isEmpty={(r) => r.data.length === 0}
      empty={
        <EmptyState
          art={vouchersArt}
          text={t('subscribers:vouchers.empty')}
          hint={t('subscribers:vouchers.emptyHint')}
        />
      }
    >
      {(r, { stale }) => (
        <>
          <StaleList
            label={t('subscribers:vouchers.caption', { plan: plan.name, name: subscriber.username })}
            stale={stale}
            divided={false}
            className="flex flex-col gap-3"
            testId="subscriber-vouchers"
          >
            {r.data.map((v) => (
              <li
                key={v.id}
                data-testid="subscriber-voucher"
                className="relative flex flex-col gap-2.5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-300 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
              >
                {/* The badges go under the name when both do not fit one line: the name keeps its words whole. */}
                <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
                  <div className="min-w-0">
                    <Link
                      to={paths.subscribers.voucher(subscriber.id, v.id)}
                      className="block break-words font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
                    >
                      {v.name}
                    </Link>
                    <p className="text-xs text-slate-600">{t(`common:voucher.types.${v.voucher_type.code}`)}</p>
                  </div>
                  <VoucherBadges voucher={v} />
                </div>
                <VoucherUsage voucher={v} />
                <p className="text-xs text-slate-600" data-testid="voucher-last-used">
                  {v.last_used_at
                    ? t('subscribers:vouchers.lastUsed', {
                        date: formatDate(v.last_used_at, DATE_FORMATS.short, i18n.language),
                      })
                    : t('subscribers:vouchers.neverUsed')}
                </p>
              </li>
            ))}
          </StaleList>
          <Pager page={shownPage} totalPages={r.paginate.total_pages} onPage={(p) => update({ page: p })} />
        </>
      )}
    </QueryState>
  );
}
