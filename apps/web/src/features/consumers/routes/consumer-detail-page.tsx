import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { paths } from '@/lib/paths';
import { ConsumerDetail } from '../components/consumer-detail';
import { ConsumerGate } from '../components/consumer-gate';

/** /subscription-plans/consumers/{id} */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <BackHeader title={t('consumers.detail.title')} backTo={paths.plans.overview()} />
      <ConsumerGate>
        {(consumer) => (
          <div className="px-4 py-4">
            <ConsumerDetail consumer={consumer} />
          </div>
        )}
      </ConsumerGate>
    </>
  );
}
