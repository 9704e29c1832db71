import type { SubscriberDetail } from '@mbo/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { CardsSkeleton } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useRouteId } from '@/lib/route-id';
import { subscriberQuery } from '../api';

/** Loads the route's subscriber, with the loading, not-found and failed states of a detail page. */
export function SubscriberGate({ children }: { children: (subscriber: SubscriberDetail) => ReactNode }) {
  const { t } = useTranslation();
  const id = useRouteId();
  const query = useQuery({ ...subscriberQuery(id ?? 0), enabled: id !== null });
  return (
    <QueryState
      query={query}
      invalid={id === null}
      className="px-4 py-4"
      skeleton={<CardsSkeleton />}
      notFound={{
        text: t('subscribers.detail.notFound'),
        hint: t('subscribers.detail.notFoundHint'),
        backTo: paths.plans.overview(),
        backLabel: t('subscribers.detail.back'),
      }}
      failedText={t('subscribers.detail.failed')}
    >
      {children}
    </QueryState>
  );
}
