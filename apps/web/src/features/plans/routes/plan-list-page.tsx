import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { ListEmptyState } from '@/components/list/list-empty-state';
import { Pager } from '@/components/list/pager';
import { SearchForm } from '@/components/list/search-form';
import { QueryState } from '@/components/query-state';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { useListParams } from '@/lib/use-list-params';
import { usePageInRange } from '@/lib/use-page-in-range';
import { planListReads } from '../api';
import { AddPlanAction, NoPlansState } from '../components/add-plan-action';
import { PlanCard, PlanCardSkeleton } from '../components/plan-card';
import plansArt from '@/components/art/plans.svg';

/** /subscription-plans/plans: every plan, newest first, searchable by name and paged. */
export function Component() {
  const { t } = useTranslation(['plans']);
  const { q, page, update, searching } = useListParams();
  const reads = useReads(planListReads);
  const query = useQuery(reads.list);
  const { data, isPlaceholderData } = query;
  const toPage = useCallback((p: number) => update({ page: p }, { replace: true }), [update]);
  const shownPage = usePageInRange(page, data?.paginate.total_pages, Boolean(data) && !isPlaceholderData, toPage);
  const shown = query.data;

  return (
    <>
      <BackHeader title={t('plans:list.title')} backTo={paths.plans.overview()} />
      <div className="flex flex-col gap-4 px-4 py-4">
        <SearchForm value={q} onSearch={(term) => update({ q: term })} label={t('plans:list.search')} />
        {shown && (
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="plan-count">
            {t('plans:list.count', { count: shown.paginate.total_entries })}
          </p>
        )}
        <QueryState
          query={query}
          loadingLabel={t('plans:card.loading')}
          skeleton={
            <div className="flex flex-col gap-3">
              <PlanCardSkeleton className="w-full" />
              <PlanCardSkeleton className="w-full" />
            </div>
          }
          failedText={t('plans:section.failed')}
          isEmpty={(r) => r.data.length === 0}
          empty={
            searching ? (
              <ListEmptyState texts={t('plans:list', { returnObjects: true })} searching art={plansArt} />
            ) : (
              <NoPlansState read={reads.canAddPlan} texts={t('plans:list', { returnObjects: true })} />
            )
          }
        >
          {(r, { stale }) => (
            <ul
              className={`flex flex-col gap-3 transition-opacity ${stale ? 'opacity-60' : ''}`}
              aria-busy={stale || undefined}
              data-testid="plan-list"
            >
              {r.data.map((plan) => (
                <li key={plan.id}>
                  <PlanCard plan={plan} level={2} className="w-full" />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <Pager page={shownPage} totalPages={shown?.paginate.total_pages ?? 0} onPage={(p) => update({ page: p })} />
        {/* An empty list brings its own way forward (NoPlansState). */}
        {(searching || (shown?.paginate.total_entries ?? 0) > 0) && <AddPlanAction read={reads.canAddPlan} />}
      </div>
    </>
  );
}
