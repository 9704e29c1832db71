import type { Plan } from '@mbo/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { CardsSkeleton } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useRouteId } from '@/lib/route-id';
import { planQuery } from '../api';

/** Loads the route's plan for a plan page, with the loading, not-found and failed states of a detail page. */
export function PlanGate({ children }: { children: (plan: Plan) => ReactNode }) {
  const { t } = useTranslation();
  const id = useRouteId();
  const query = useQuery({ ...planQuery(id ?? 0), enabled: id !== null });
  return (
    <QueryState
      query={query}
      invalid={id === null}
      className="px-4 py-4"
      skeleton={<CardsSkeleton />}
      notFound={{
        text: t('plans.detail.notFound'),
        hint: t('plans.detail.notFoundHint'),
        backTo: paths.plans.overview(),
        backLabel: t('plans.detail.back'),
      }}
      failedText={t('plans.detail.failed')}
    >
      {children}
    </QueryState>
  );
}
