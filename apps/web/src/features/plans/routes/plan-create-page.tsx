import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { notifySuccess } from '@/components/toasts/toast-store';
import { paths } from '@/lib/paths';
import { useCreatePlan } from '../api';
import { emptyPlanValues } from '../plan-form/form-values';
import { PlanForm } from '../plan-form/plan-form';

/** /subscription-plans/plans/create */
export function Component() {
  const { t } = useTranslation(['plans']);
  const create = useCreatePlan();
  return (
    <>
      <BackHeader title={t('plans:form.createTitle')} backTo={paths.plans.overview()} />
      <PlanForm
        initialValues={emptyPlanValues()}
        submitLabel={t('plans:form.create')}
        onSubmit={async (body) => {
          const { data } = await create.mutateAsync({ body });
          notifySuccess('plans:form.created');
          return paths.plans.detail(data.id);
        }}
      />
    </>
  );
}
