import type { Plan } from '@mbo/contracts';
import type { ReactNode } from 'react';
import { DetailGate } from '@/components/detail-gate';
import { paths } from '@/lib/paths';
import { planQuery } from '../api';

/** Loads the route's plan for a plan page, with the loading, not-found and failed states of a detail page. */
export function PlanGate({ children }: { children: (plan: Plan) => ReactNode }) {
  return (
    <DetailGate query={planQuery} texts="plans.detail" backTo={paths.plans.overview()}>
      {children}
    </DetailGate>
  );
}
