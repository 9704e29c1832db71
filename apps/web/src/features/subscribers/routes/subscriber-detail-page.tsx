import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { paths } from '@/lib/paths';
import { SubscriberDetailView } from '../components/subscriber-detail';
import { SubscriberGate } from '../components/subscriber-gate';

/** /subscription-plans/consumers/{id} */
export function Component() {
  const { t } = useTranslation(['subscribers']);
  return (
    <>
      <BackHeader title={t('subscribers:detail.title')} backTo={paths.plans.overview()} />
      <SubscriberGate>
        {(subscriber) => (
          <div className="px-4 py-4">
            <SubscriberDetailView subscriber={subscriber} />
          </div>
        )}
      </SubscriberGate>
    </>
  );
}
