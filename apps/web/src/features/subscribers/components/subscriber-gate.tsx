import type { SubscriberDetail } from '@mbo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailGate } from '@/components/detail-gate';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { subscriberReads } from '../api';

/** Loads the route's subscriber, with the loading, not-found and failed states of a detail page. */
export function SubscriberGate({ children }: { children: (subscriber: SubscriberDetail) => ReactNode }) {
  const { t } = useTranslation(['subscribers']);
  return (
    <DetailGate
      read={useReads(subscriberReads).subscriber}
      texts={t('subscribers:detail', { returnObjects: true })}
      backTo={paths.plans.overview()}
    >
      {children}
    </DetailGate>
  );
}
