import type { SubscriberRow } from '@mbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, Ticket } from '@/components/icons';
import { DataTable, type Column } from '@/components/list/data-table';
import { ListEmptyState } from '@/components/list/list-empty-state';
import { Pager } from '@/components/list/pager';
import { SearchForm } from '@/components/list/search-form';
import { QueryState } from '@/components/query-state';
import { StatusBadge } from '@/components/status-badge';
import { DATE_FORMATS, formatDate, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { displayPhone } from '@/lib/phone';
import { useReads } from '@/lib/reads';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useListParams } from '@/lib/use-list-params';
import { planOverviewReads } from '../api';
import fansArt from '@/components/art/fans.svg';

/**
 * Everyone who ever subscribed (past subscribers included, marked as ended), latest payment first:
 * searchable by name or phone, paged, each row opens the subscriber.
 */
export function SubscriberTable() {
  const { t, i18n } = useTranslation(['plans']);
  const { q, page, update, searching } = useListParams();
  const query = useQuery(useReads(planOverviewReads).subscribers);
  const { data, isPlaceholderData } = query;
  const shown = query.data;
  const totalPages = data?.paginate.total_pages ?? 0;
  const toPage = useCallback((p: number) => update({ page: p }, { replace: true }), [update]);
  const shownPage = usePageInRange(page, data?.paginate.total_pages, Boolean(data) && !isPlaceholderData, toPage);

  const columns: Column<SubscriberRow>[] = [
    {
      key: 'username',
      header: t('plans:subscribers.username'),
      cell: (r) => (
        <span className="flex flex-col items-start gap-0.5">
          <span className="break-words">{r.username}</span>
          {/* The table keeps past subscribers; an ended one is marked so the count is read right. */}
          {!r.active && <StatusBadge tone="neutral">{t('plans:subscribers.ended')}</StatusBadge>}
        </span>
      ),
      className: 'w-[27%]',
    },
    {
      key: 'phone',
      header: t('plans:subscribers.phone'),
      cell: (r) => (
        <span className="text-xs tabular-nums text-slate-700 min-[375px]:whitespace-nowrap">
          {displayPhone(r.phone)}
        </span>
      ),
      className: 'w-[36%]',
    },
    {
      key: 'vouchers',
      header: (
        <span title={t('plans:subscribers.vouchers')} className="inline-flex">
          <Icon icon={Ticket} className="mx-auto h-4 w-4" />
          <span className="sr-only">{t('plans:subscribers.vouchers')}</span>
        </span>
      ),
      cell: (r) => <span className="tabular-nums text-slate-700">{formatNumber(r.voucher_count, i18n.language)}</span>,
      className: 'w-[11%] text-center',
    },
    {
      key: 'paid',
      header: t('plans:subscribers.paidAt'),
      cell: (r) => (
        <span className="text-xs text-slate-700">{formatDate(r.paid_at, DATE_FORMATS.short, i18n.language)}</span>
      ),
      className: 'w-[26%] text-right',
    },
  ];

  const table = (rows: SubscriberRow[] | undefined, stale: boolean) => (
    <DataTable
      caption={t('plans:subscribers.caption')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowHref={(r) => paths.subscribers.detail(r.id)}
      loading={rows === undefined}
      stale={stale}
      testId="subscriber-table"
    />
  );

  return (
    <section aria-labelledby="plans-subscribers" className="flex flex-col gap-3">
      <div>
        <h2 id="plans-subscribers" className="text-base font-semibold text-slate-900">
          {t('plans:subscribers.title')}
        </h2>
        {shown && !searching && shown.paginate.total_entries > 0 && (
          <p className="text-xs text-slate-600" data-testid="subscriber-count">
            {t('plans:subscribers.count', {
              count: shown.paginate.total_entries,
              formatted: formatNumber(shown.paginate.total_entries, i18n.language),
            })}
          </p>
        )}
      </div>
      {/* A store without any subscriber has nothing to search. */}
      {(searching || !data || data.paginate.total_entries > 0) && (
        <SearchForm value={q} onSearch={(term) => update({ q: term })} label={t('plans:subscribers.search')} />
      )}
      <QueryState
        query={query}
        skeleton={table(undefined, false)}
        failedText={t('plans:subscribers.failed')}
        isEmpty={(r) => r.data.length === 0}
        empty={
          <ListEmptyState texts={t('plans:subscribers', { returnObjects: true })} searching={searching} art={fansArt} />
        }
      >
        {(r, { stale }) => (
          <>
            {table(r.data, stale)}
            <Pager page={shownPage} totalPages={totalPages} onPage={(p) => update({ page: p })} />
          </>
        )}
      </QueryState>
    </section>
  );
}
