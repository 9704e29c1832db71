import type { Plan } from '@mbo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailGate } from '@/components/detail-gate';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { planReads } from '../api';

/** Loads the route's plan for a plan page, with the loading, not-found and failed states of a detail page. */
export function PlanGate({ children }: { children: (plan: Plan) => ReactNode }) {
  const { t } = useTranslation(['plans']);
  return (
    <DetailGate
      read={useReads(planReads).plan}
      texts={t('plans:detail', { returnObjects: true })}
      backTo={paths.plans.overview()}
    >
      {children}
    </DetailGate>
  );
}
