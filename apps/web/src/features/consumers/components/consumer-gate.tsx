import type { SubscriberDetail } from '@mbo/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailGate } from '@/components/detail-gate';
import { paths } from '@/lib/paths';
import { consumerQuery } from '../api';
import { useRouteIds } from '../use-route-ids';

/** Loads the route's consumer, with the loading, not-found and failed states of a detail page. */
export function ConsumerGate({ children }: { children: (consumer: SubscriberDetail) => ReactNode }) {
  const { t } = useTranslation();
  const { id } = useRouteIds();
  const query = useQuery({ ...consumerQuery(id ?? 0), enabled: id !== null });
  return (
    <DetailGate
      invalid={id === null}
      query={query}
      notFound={{
        text: t('consumers.detail.notFound'),
        hint: t('consumers.detail.notFoundHint'),
        backTo: paths.plans.overview(),
        backLabel: t('consumers.detail.back'),
      }}
      failedText={t('consumers.detail.failed')}
    >
      {children}
    </DetailGate>
  );
}
