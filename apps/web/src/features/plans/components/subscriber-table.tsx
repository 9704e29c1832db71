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

  // Four values in three columns: the phone under the name, as the broadcasts pair theirs, so a
  // username of one long word has room. On a phone each subscriber is a stacked row: name and
  // phone, then the vouchers and the payment date, each named (DataTable).
  const columns: Column<SubscriberRow>[] = [
    {
      key: 'fan',
      header: t('plans:subscribers.fan'),
      cell: (r) => (
        <>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="min-w-0 break-words">{r.username}</span>
            {/* The table keeps past subscribers; an ended one is marked so the count is read right. */}
            {!r.active && <StatusBadge tone="neutral">{t('plans:subscribers.ended')}</StatusBadge>}
          </span>
          <span className="mt-0.5 block text-xs font-normal tabular-nums text-slate-600">{displayPhone(r.phone)}</span>
        </>
      ),
    },
    {
      key: 'vouchers',
      header: t('plans:subscribers.vouchers'),
      headerCell: (
        <span title={t('plans:subscribers.vouchers')} className="inline-flex">
          <Icon icon={Ticket} className="mx-auto h-4 w-4" />
          <span className="sr-only">{t('plans:subscribers.vouchers')}</span>
        </span>
      ),
      labelled: true,
      cell: (r) => <span className="tabular-nums text-slate-700">{formatNumber(r.voucher_count, i18n.language)}</span>,
      className: 'w-14 text-center',
    },
    {
      key: 'paid',
      header: t('plans:subscribers.paidAt'),
      labelled: true,
      cell: (r) => (
        <span className="whitespace-nowrap text-xs text-slate-700">
          {formatDate(r.paid_at, DATE_FORMATS.short, i18n.language)}
        </span>
      ),
      className: 'w-32 text-right',
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
        <SearchForm
          value={q}
          onSearch={(term) => update({ q: term })}
          label={t('plans:subscribers.search')}
          placeholder={t('plans:subscribers.searchPlaceholder')}
        />
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
