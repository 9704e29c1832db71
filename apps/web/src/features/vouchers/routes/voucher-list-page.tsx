import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import noResultsArt from '@/components/art/no-results.svg';
import { EmptyState } from '@/components/empty-state';
import { FooterAddLink } from '@/components/footer-bar';
import { ActiveFilters, type ActiveFilter } from '@/components/list/active-filters';
import { PageHeading } from '@/components/list/page-heading';
import { Pager } from '@/components/list/pager';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/skeleton';
import { SearchForm } from '@/components/list/search-form';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { useListParams } from '@/lib/use-list-params';
import { usePageInRange } from '@/lib/use-page-in-range';
import { FILTERS, voucherListReads } from '../api';
import noVouchersArt from '../art/no-vouchers.svg';
import { VoucherFilters } from '../components/voucher-filters';
import { VoucherTable } from '../components/voucher-table';

/** /vouchers: search, filters and page live in the URL; the table keeps the last page while the next loads. */
export function Component() {
  const { t } = useTranslation(['vouchers', 'common']);
  const { q, page, filters, update, activeCount, searching } = useListParams(FILTERS);
  const { type, status } = filters;
  const result = useQuery(useReads(voucherListReads).list);
  const { data, isPlaceholderData } = result;

  // A page beyond the last, typed into the URL, is not shown: the last page that exists is.
  const settled = data !== undefined && !isPlaceholderData;
  const toPage = useCallback((p: number) => update({ page: p }, { replace: true }), [update]);
  usePageInRange(page, data?.paginate.total_pages, settled, toPage);
  const lastPage = Math.max(1, data?.paginate.total_pages ?? 1);
  const outOfRange = settled && page > lastPage;

  const chips: ActiveFilter[] = [
    ...(q ? [{ key: 'q', label: t('vouchers:list.searchChip', { q }), onRemove: () => update({ q: '' }) }] : []),
    ...(type
      ? [
          {
            key: 'type',
            label: t('vouchers:list.typeChip', { type: t(`common:voucher.types.${type}`) }),
            onRemove: () => update({ type: '' }),
          },
        ]
      : []),
    ...(status
      ? [
          {
            key: 'status',
            label: t('vouchers:list.statusChip', { status: t(`common:voucher.statuses.${status}`) }),
            onRemove: () => update({ status: '' }),
          },
        ]
      : []),
  ];
  const clearAll = () => update({ q: '', type: '', status: '' });

  return (
    <div className="flex flex-col">
      <PageHeading title={t('vouchers:list.title')} description={t('vouchers:list.description')} />
      <div className="flex items-center gap-2">
        <SearchForm
          value={q}
          onSearch={(term) => update({ q: term })}
          label={t('vouchers:list.search')}
          placeholder={t('vouchers:list.searchPlaceholder')}
        />
        <VoucherFilters
          value={filters}
          onApply={(f) => update({ type: f.type, status: f.status })}
          activeCount={activeCount}
        />
      </div>
      <ActiveFilters filters={chips} onClear={clearAll} />

      <div className="mt-3">
        {/* A page beyond the last is not shown: it stays loading until the last page that exists is. */}
        <QueryState
          query={{ ...result, data: outOfRange ? undefined : data }}
          loadingLabel={t('vouchers:list.loading')}
          skeleton={
            <>
              <Skeleton className="mb-1 h-4 w-24" />
              <VoucherTable rows={undefined} loading stale={false} />
            </>
          }
          failedText={t('vouchers:list.failed')}
          isEmpty={(d) => d.paginate.total_entries === 0}
          empty={
            searching ? (
              <EmptyState
                art={noResultsArt}
                text={t('vouchers:list.noResultsTitle')}
                hint={t('vouchers:list.noResultsHint')}
              >
                <Button variant="secondary" onClick={clearAll}>
                  {t('vouchers:list.clearSearch')}
                </Button>
              </EmptyState>
            ) : (
              // The footer's "add new voucher" is the way forward: one create button, not two.
              <EmptyState
                art={noVouchersArt}
                text={t('vouchers:list.emptyTitle')}
                hint={t('vouchers:list.emptyHint')}
              />
            )
          }
        >
          {(d, { stale }) => (
            <>
              <p className="mb-1 text-xs text-slate-600" data-testid="voucher-count">
                {t('vouchers:list.count', { count: d.paginate.total_entries })}
              </p>
              <VoucherTable rows={d.data} loading={false} stale={stale} />
              <Pager page={page} totalPages={lastPage} onPage={(p) => update({ page: p })} />
            </>
          )}
        </QueryState>
      </div>

      <FooterAddLink to={paths.vouchers.create()} testId="add-voucher">
        {t('vouchers:list.add')}
      </FooterAddLink>
    </div>
  );
}
