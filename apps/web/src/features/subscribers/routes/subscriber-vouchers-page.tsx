import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { paths } from '@/lib/paths';
import { parseRouteId } from '@/lib/route-id';
import { SubscriberGate } from '../components/subscriber-gate';
import { SubscriberVoucherList } from '../components/subscriber-voucher-list';

/** /subscription-plans/consumers/{id}/vouchers */
export function Component() {
  const { t } = useTranslation(['subscribers']);
  const id = parseRouteId(useParams().id);
  const [search] = useSearchParams();
  // The plan whose vouchers to list (`?plan=`); null for the fan's latest plan.
  const planId = parseRouteId(search.get('plan') ?? undefined);
  return (
    <>
      <BackHeader
        title={t('subscribers:vouchers.title')}
        backTo={id ? paths.subscribers.detail(id) : paths.plans.overview()}
      />
      <SubscriberGate>
        {(subscriber) => {
          // A plan the fan never held falls back to their latest one.
          const held = subscriber.memberships.find((m) => m.plan.id === planId)?.plan;
          const plan = held ?? subscriber.plan;
          return (
            <div className="flex flex-col gap-4 px-4 py-4">
              <div>
                <h2 className="break-words text-lg font-semibold text-slate-900">{subscriber.username}</h2>
                <p className="text-sm text-slate-600" data-testid="subscriber-vouchers-plan">
                  {plan.name}
                </p>
              </div>
              <SubscriberVoucherList subscriber={subscriber} plan={plan} fallback={planId !== null && !held} />
            </div>
          );
        }}
      </SubscriberGate>
    </>
  );
}
