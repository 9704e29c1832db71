import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StaleList } from '@/components/list/paged-list-card';
import { Pager } from '@/components/list/pager';
import { QueryCard } from '@/components/query-card';
import { SkeletonLines } from '@/components/skeleton';
import { clampPage } from '@/lib/use-list-params';
import { paths } from '@/lib/paths';
import { displayPhone } from '@/lib/phone';
import { useReads } from '@/lib/reads';
import { voucherDetailReads, voucherHoldersQuery } from '../api';

/**
 * The fans who hold the voucher through their plan: who, which plan, and their use this month; paged.
 * Each row opens its fan (the row's id is the subscriber's).
 */
export function VoucherHolders({ voucherId }: { voucherId: number }) {
  const { t } = useTranslation(['vouchers']);
  const [page, setPage] = useState(1);
  // The first page is the screen's read, asked for as the route matched; later pages are asked here.
  const { holders } = useReads(voucherDetailReads);
  const query = useQuery(page === 1 ? holders : voucherHoldersQuery(voucherId, page));

  return (
    <QueryCard
      title={t('vouchers:detail.holders')}
      testId="voucher-holders"
      query={query}
      skeleton={<SkeletonLines lines={4} />}
      failedText={t('vouchers:detail.holdersFailed')}
      isEmpty={(r) => r.data.length === 0}
      empty={<p className="text-sm text-slate-600">{t('vouchers:detail.noHolders')}</p>}
    >
      {(r, { stale }) => (
        <>
          <StaleList label={t('vouchers:detail.holdersCaption')} stale={stale} className="-my-1">
            {r.data.map((h) => (
              <li
                key={`${h.id}-${h.subscribed_at}`}
                className="relative flex items-start justify-between gap-3 py-2.5 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
                data-testid="voucher-holder"
              >
                <div className="min-w-0">
                  <Link
                    to={paths.subscribers.detail(h.id)}
                    className="block text-sm font-medium text-slate-900 after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
                  >
                    {h.username}
                  </Link>
                  <p className="text-xs text-slate-600">
                    <span className="whitespace-nowrap">{displayPhone(h.phone)}</span>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, {t('vouchers:detail.plan')}: </span>
                    <span className="break-words">{h.plan_name}</span>
                  </p>
                </div>
                <p className="shrink-0 text-right text-xs text-slate-600">
                  <span className="sr-only">{t('vouchers:detail.used')}: </span>
                  <span className="block text-sm font-semibold tabular-nums text-slate-900">
                    {t('vouchers:detail.usedOf', { used: h.used_qty, max: h.max_use_qty })}
                  </span>
                  <span aria-hidden="true">{t('vouchers:detail.usedShort')}</span>
                </p>
              </li>
            ))}
          </StaleList>
          <Pager page={clampPage(page, r.paginate.total_pages)} totalPages={r.paginate.total_pages} onPage={setPage} />
        </>
      )}
    </QueryCard>
  );
}
