import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { paths } from '@/lib/paths';
import { useRouteId, useSearchId } from '@/lib/route-id';
import { ConsumerGate } from '../components/consumer-gate';
import { ConsumerVoucherList } from '../components/consumer-voucher-list';

/** /subscription-plans/consumers/{id}/vouchers */
export function Component() {
  const { t } = useTranslation();
  const id = useRouteId();
  // The plan whose vouchers to list (`?plan=`); null for the fan's latest plan.
  const planId = useSearchId('plan');
  return (
    <>
      <BackHeader
        title={t('consumers.vouchers.title')}
        backTo={id ? paths.consumers.detail(id) : paths.plans.overview()}
      />
      <ConsumerGate>
        {(consumer) => {
          // A plan the fan never held falls back to their latest one.
          const plan = consumer.memberships.find((m) => m.plan.id === planId)?.plan ?? consumer.plan;
          return (
            <div className="flex flex-col gap-4 px-4 py-4">
              <div>
                <h2 className="break-words text-lg font-semibold text-slate-900">{consumer.username}</h2>
                <p className="text-sm text-slate-600" data-testid="consumer-vouchers-plan">
                  {plan.name}
                </p>
              </div>
              <ConsumerVoucherList consumer={consumer} plan={plan} />
            </div>
          );
        }}
      </ConsumerGate>
    </>
  );
}
