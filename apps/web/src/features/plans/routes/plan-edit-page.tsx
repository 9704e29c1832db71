import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { notifySuccess } from '@/components/toasts/toast-store';
import { paths } from '@/lib/paths';
import { parseRouteId } from '@/lib/route-id';
import { useUpdatePlan } from '../api';
import { PlanGate } from '../components/plan-gate';
import { valuesFromPlan } from '../plan-form/form-values';
import { PlanForm } from '../plan-form/plan-form';

/** /subscription-plans/plans/{id}/edit: the create form, filled with the plan. */
export function Component() {
  const { t, i18n } = useTranslation(['plans']);
  const id = parseRouteId(useParams().id);
  const update = useUpdatePlan();
  return (
    <>
      <BackHeader title={t('plans:form.editTitle')} backTo={id ? paths.plans.detail(id) : paths.plans.overview()} />
      <PlanGate>
        {(plan) => (
          <PlanForm
            key={plan.id}
            initialValues={valuesFromPlan(plan, i18n.language)}
            planVouchers={plan.subscription_vouchers.map((sv) => ({
              id: sv.voucher.id,
              name: sv.voucher.name,
              published: sv.voucher.status === 'published',
            }))}
            submitLabel={t('plans:form.save')}
            onSubmit={async (body) => {
              await update.mutateAsync({ params: { id: plan.id }, body });
              notifySuccess('plans:form.saved');
              return paths.plans.detail(plan.id);
            }}
          />
        )}
      </PlanGate>
    </>
  );
}
