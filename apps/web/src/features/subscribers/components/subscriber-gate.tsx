import type { SubscriberDetail } from '@mbo/contracts';
import type { ReactNode } from 'react';
import { DetailGate } from '@/components/detail-gate';
import { paths } from '@/lib/paths';
import { subscriberQuery } from '../api';

/** Loads the route's subscriber, with the loading, not-found and failed states of a detail page. */
export function SubscriberGate({ children }: { children: (subscriber: SubscriberDetail) => ReactNode }) {
  return (
    <DetailGate query={subscriberQuery} texts="subscribers.detail" backTo={paths.plans.overview()}>
      {children}
    </DetailGate>
  );
}
