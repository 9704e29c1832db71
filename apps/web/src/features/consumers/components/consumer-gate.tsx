import type { SubscriberDetail } from '@mbo/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { CardsSkeleton } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useRouteId } from '@/lib/route-id';
import { consumerQuery } from '../api';

/** Loads the route's consumer, with the loading, not-found and failed states of a detail page. */
export function ConsumerGate({ children }: { children: (consumer: SubscriberDetail) => ReactNode }) {
  const { t } = useTranslation();
  const id = useRouteId();
  const query = useQuery({ ...consumerQuery(id ?? 0), enabled: id !== null });
  return (
    <QueryState
      query={query}
      invalid={id === null}
      className="px-4 py-4"
      skeleton={<CardsSkeleton />}
      notFound={{
        text: t('consumers.detail.notFound'),
        hint: t('consumers.detail.notFoundHint'),
        backTo: paths.plans.overview(),
        backLabel: t('consumers.detail.back'),
      }}
      failedText={t('consumers.detail.failed')}
    >
      {children}
    </QueryState>
  );
}
