import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FooterAddLink } from '@/components/footer-bar';
import { ActiveFilters, type ActiveFilter } from '@/components/list/active-filters';
import { ChoiceGroup, FilterSheet } from '@/components/list/filter-sheet';
import { PageHeading } from '@/components/list/page-heading';
import { ListEmptyState } from '@/components/list/list-empty-state';
import { Pager } from '@/components/list/pager';
import { SearchForm } from '@/components/list/search-form';
import { QueryState } from '@/components/query-state';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { useListParams } from '@/lib/use-list-params';
import { usePageInRange } from '@/lib/use-page-in-range';
import { broadcastListReads } from '../api';
import { BroadcastTable } from '../components/broadcast-table';
import { FILTERS, type SortParam, type StatusFilter } from '../list-params';
import broadcastsArt from '@/components/art/broadcasts.svg';

const EMPTY = { sort: '', status: '' } as const;

/** /broadcasts: the store's broadcast requests, searched by plan name, filtered and sorted in the URL. */
export function Component() {
  const { t } = useTranslation(['broadcasts', 'ui']);
  const { q, page, filters, update, activeCount, searching } = useListParams(FILTERS);
  const query = useQuery(useReads(broadcastListReads).list);
  const totalPages = query.data?.paginate.total_pages ?? 1;

  // A page beyond the end (an old link, the last item gone) shows the last page that exists.
  const toPage = useCallback((p: number) => update({ page: p }, { replace: true }), [update]);
  const shownPage = usePageInRange(
    page,
    query.data?.paginate.total_pages,
    Boolean(query.data) && !query.isPlaceholderData,
    toPage,
  );

  const sortLabel = (v: SortParam | '') => t(`broadcasts:filters.sortBy.${v || 'newest'}`);
  const statusLabel = (v: StatusFilter) => t(`broadcasts:status.${v}`);
  const chips: ActiveFilter[] = [
    ...(q ? [{ key: 'q', label: t('broadcasts:filters.searchChip', { q }), onRemove: () => update({ q: '' }) }] : []),
    ...(filters.status
      ? [
          {
            key: 'status',
            label: t('broadcasts:filters.statusChip', { label: statusLabel(filters.status) }),
            onRemove: () => update({ status: '' }),
          },
        ]
      : []),
    ...(filters.sort
      ? [
          {
            key: 'sort',
            label: t('broadcasts:filters.sortChip', { label: sortLabel(filters.sort) }),
            onRemove: () => update({ sort: '' }),
          },
        ]
      : []),
  ];

  return (
    <div className="flex flex-col">
      <PageHeading title={t('broadcasts:list.title')} description={t('broadcasts:list.description')} />
      <div className="flex items-center gap-2">
        <SearchForm
          value={q}
          onSearch={(term) => update({ q: term })}
          label={t('broadcasts:list.search')}
          placeholder={t('broadcasts:list.searchPlaceholder')}
        />
        <FilterSheet<Record<'sort' | 'status', string>>
          value={filters}
          empty={EMPTY}
          activeCount={activeCount}
          onApply={(v) => update(v)}
        >
          {(draft, set) => (
            <>
              <ChoiceGroup
                legend={t('broadcasts:filters.sort')}
                name="sort"
                value={draft.sort}
                onChange={(sort) => set({ sort })}
                choices={(['', ...FILTERS.sort] as const).map((v) => ({ value: v, label: sortLabel(v) }))}
              />
              <ChoiceGroup
                legend={t('broadcasts:filters.status')}
                name="status"
                value={draft.status}
                onChange={(status) => set({ status })}
                choices={[
                  { value: '', label: t('ui:filters.any') },
                  ...FILTERS.status.map((v) => ({ value: v, label: statusLabel(v) })),
                ]}
              />
            </>
          )}
        </FilterSheet>
      </div>
      <ActiveFilters filters={chips} onClear={() => update({ q: '', ...EMPTY })} />

      <div className="mt-3">
        <QueryState
          query={query}
          loadingLabel={t('broadcasts:list.loading')}
          skeleton={<BroadcastTable rows={undefined} loading stale={false} />}
          failedText={t('broadcasts:list.failed')}
          isEmpty={(d) => d.data.length === 0}
          empty={
            <ListEmptyState
              texts={t('broadcasts:list', { returnObjects: true })}
              searching={searching}
              art={broadcastsArt}
            />
          }
        >
          {(d, { stale }) => (
            <>
              <BroadcastTable rows={d.data} loading={false} stale={stale} />
              <Pager page={shownPage} totalPages={totalPages} onPage={(p) => update({ page: p })} />
            </>
          )}
        </QueryState>
      </div>

      <FooterAddLink to={paths.broadcasts.request()} testId="request-broadcast">
        {t('broadcasts:list.request')}
      </FooterAddLink>
    </div>
  );
}
