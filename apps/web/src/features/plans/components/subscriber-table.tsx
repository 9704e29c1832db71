import type { SubscriberRow } from '@mbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Icon, Ticket } from '@/components/icons';
import { DataTable, type Column } from '@/components/list/data-table';
import { Pager } from '@/components/list/pager';
import { SearchForm } from '@/components/list/search-form';
import { PanelError } from '@/components/panel-state';
import { DATE_FORMATS, formatDate, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { displayPhone } from '@/lib/phone';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useListParams } from '@/lib/use-list-params';
import { subscribersQuery } from '../api';

/** The store's subscribers, latest payment first: searchable by name or phone, paged, each row opens the consumer. */
export function SubscriberTable() {
  const { t, i18n } = useTranslation();
  const { q, page, update, searching } = useListParams([]);
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(subscribersQuery(q, page));
  const totalPages = data?.paginate.total_pages ?? 0;
  const toPage = useCallback((p: number) => update({ page: p }, { replace: true }), [update]);
  const shownPage = usePageInRange(page, data?.paginate.total_pages, Boolean(data) && !isPlaceholderData, toPage);

  const columns: Column<SubscriberRow>[] = [
    {
      key: 'username',
      header: t('plans.subscribers.username'),
      cell: (r) => <span className="break-words">{r.username}</span>,
      className: 'w-[27%]',
    },
    {
      key: 'phone',
      header: t('plans.subscribers.phone'),
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
        <span title={t('plans.subscribers.vouchers')} className="inline-flex">
          <Icon icon={Ticket} className="mx-auto h-4 w-4" />
          <span className="sr-only">{t('plans.subscribers.vouchers')}</span>
        </span>
      ),
      cell: (r) => <span className="tabular-nums text-slate-700">{formatNumber(r.voucher_count, i18n.language)}</span>,
      className: 'w-[11%] text-center',
    },
    {
      key: 'paid',
      header: t('plans.subscribers.paidAt'),
      cell: (r) => (
        <span className="text-xs text-slate-700">{formatDate(r.paid_at, DATE_FORMATS.short, i18n.language)}</span>
      ),
      className: 'w-[26%] text-right',
    },
  ];

  return (
    <section aria-labelledby="plans-subscribers" className="flex flex-col gap-3">
      <h2 id="plans-subscribers" className="text-base font-semibold text-slate-900">
        {t('plans.subscribers.title')}
      </h2>
      {/* A store without any subscriber has nothing to search. */}
      {(searching || !data || data.paginate.total_entries > 0) && (
        <SearchForm value={q} onSearch={(term) => update({ q: term })} label={t('plans.subscribers.search')} />
      )}
      {isError && !data ? (
        <PanelError onRetry={() => void refetch()} text={t('plans.subscribers.failed')} />
      ) : data && data.data.length === 0 ? (
        searching ? (
          <EmptyState text={t('plans.subscribers.noResults')} hint={t('plans.subscribers.noResultsHint')} />
        ) : (
          <EmptyState text={t('plans.subscribers.empty')} hint={t('plans.subscribers.emptyHint')} />
        )
      ) : (
        <>
          <DataTable
            caption={t('plans.subscribers.caption')}
            columns={columns}
            rows={data?.data}
            rowKey={(r) => r.id}
            rowHref={(r) => paths.consumers.detail(r.id)}
            loading={isPending}
            stale={isPlaceholderData}
            testId="subscriber-table"
          />
          <Pager page={shownPage} totalPages={totalPages} onPage={(p) => update({ page: p })} />
        </>
      )}
    </section>
  );
}
