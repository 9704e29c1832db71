import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { ButtonLink } from '@/components/button-link';
import { FooterBar } from '@/components/footer-bar';
import { Icon, X } from '@/components/icons';
import { paths } from '@/lib/paths';
import { DeletePlan } from '../components/delete-plan';
import { PlanDetail } from '../components/plan-detail';
import { PlanGate } from '../components/plan-gate';

/** /subscription-plans/plans/{id}: the plan, edit, and delete behind a confirmation. */
export function Component() {
  const { t } = useTranslation(['plans', 'common']);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <>
      <BackHeader title={t('plans:detail.title')} backTo={paths.plans.overview()} />
      <PlanGate>
        {(plan) => (
          <div className="flex flex-col gap-4 px-4 py-4">
            <PlanDetail plan={plan} />
            {/* The refusal shows in the bar, beside the button that caused it; this keeps the page's end clear of it. */}
            {refusal && <div aria-hidden="true" className="h-24" />}
            <FooterBar>
              {refusal && (
                <div
                  role="alert"
                  data-testid="delete-refused"
                  className="mb-3 flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-inset ring-red-200"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{t('plans:detail.refused')}</p>
                    <p className="mt-0.5">{refusal}</p>
                  </div>
                  <button
                    type="button"
                    onClick={() => setRefusal(null)}
                    aria-label={t('common:actions.close')}
                    className="-m-1 rounded-full p-1.5 text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <Icon icon={X} className="h-4 w-4" strokeWidth={2.2} />
                  </button>
                </div>
              )}
              <div className="flex gap-3">
                <DeletePlan plan={plan} onRefused={setRefusal} />
                <ButtonLink to={paths.plans.edit(plan.id)} block data-testid="edit-plan">
                  {t('plans:detail.edit')}
                </ButtonLink>
              </div>
            </FooterBar>
          </div>
        )}
      </PlanGate>
    </>
  );
}
