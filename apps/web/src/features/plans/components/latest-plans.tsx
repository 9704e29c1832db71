import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CircleChevronRight, Icon } from '@/components/icons';
import { QueryState } from '@/components/query-state';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { planOverviewReads } from '../api';
import { AddPlanAction, NoPlansState } from './add-plan-action';
import { PlanCard, PlanCardSkeleton } from './plan-card';

/** The 5 latest plans as a row of cards, a "see all" card after them, and "Add new plan". */
export function LatestPlans() {
  const { t } = useTranslation(['plans']);
  const reads = useReads(planOverviewReads);
  const query = useQuery(reads.latest);
  const plans = query.data;

  return (
    <section aria-labelledby="plans-latest" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="plans-latest" className="text-base font-semibold text-slate-900">
          {t('plans:section.plans')}
        </h2>
        {plans && plans.length > 0 && (
          <Link
            to={paths.plans.list()}
            className="rounded px-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('plans:section.seeAll')}
          </Link>
        )}
      </div>
      <QueryState
        query={query}
        loadingLabel={t('plans:card.loading')}
        skeleton={
          <div className="-mx-4 flex gap-3 overflow-hidden px-4 pb-2 pt-1">
            <PlanCardSkeleton />
            <PlanCardSkeleton />
          </div>
        }
        failedText={t('plans:section.failed')}
        isEmpty={(list) => list.length === 0}
        empty={
          <NoPlansState
            read={reads.canAddPlan}
            texts={{ empty: t('plans:section.emptyPlans'), emptyHint: t('plans:section.emptyPlansHint') }}
          />
        }
      >
        {(list) => (
          <ul
            aria-label={t('plans:section.latest')}
            data-testid="latest-plans"
            className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 pt-1"
          >
            {list.map((plan) => (
              <li key={plan.id} className="flex snap-start">
                <PlanCard plan={plan} />
              </li>
            ))}
            <li className="flex snap-start">
              <Link
                to={paths.plans.list()}
                data-testid="see-all-plans"
                className="flex w-36 shrink-0 flex-col items-center justify-center gap-2 rounded-2xl bg-brand-50 p-4 text-center text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-100 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Icon icon={CircleChevronRight} className="h-8 w-8" />
                {t('plans:section.seeAllText')}
              </Link>
            </li>
          </ul>
        )}
      </QueryState>
      {/* An empty list brings its own way forward (NoPlansState). */}
      {plans && plans.length > 0 && <AddPlanAction read={reads.canAddPlan} />}
    </section>
  );
}
