import type { Plan } from '@mbo/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailGate } from '@/components/detail-gate';
import { paths } from '@/lib/paths';
import { planQuery } from '../api';
import { usePlanId } from '../use-plan-id';

/** Loads the route's plan for a plan page, with the loading, not-found and failed states of a detail page. */
export function PlanGate({ children }: { children: (plan: Plan) => ReactNode }) {
  const { t } = useTranslation();
  const id = usePlanId();
  const query = useQuery({ ...planQuery(id ?? 0), enabled: id !== null });
  return (
    <DetailGate
      invalid={id === null}
      query={query}
      notFound={{
        text: t('plans.detail.notFound'),
        hint: t('plans.detail.notFoundHint'),
        backTo: paths.plans.overview(),
        backLabel: t('plans.detail.back'),
      }}
      failedText={t('plans.detail.failed')}
    >
      {children}
    </DetailGate>
  );
}
