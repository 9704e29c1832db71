import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { Button } from '@/components/button';
import { FooterBar } from '@/components/footer-bar';
import { paths } from '@/lib/paths';
import { parseRouteId } from '@/lib/route-id';
import { AddVoucherDialog } from '../components/add-voucher-dialog';
import { PlanGate } from '../components/plan-gate';
import { PlanVoucherGroups } from '../components/plan-voucher-groups';

/** /subscription-plans/plans/{id}/vouchers: the plan's vouchers, each opening the voucher, and "add additional voucher". */
export function Component() {
  const { t } = useTranslation(['plans']);
  const id = parseRouteId(useParams().id);
  const [adding, setAdding] = useState(false);
  return (
    <>
      <BackHeader title={t('plans:planVouchers.title')} backTo={id ? paths.plans.detail(id) : paths.plans.overview()} />
      <PlanGate>
        {(plan) => (
          <div className="flex flex-col gap-4 px-4 py-4">
            <div>
              <h2 className="break-words text-lg font-semibold text-slate-900">{plan.name}</h2>
            </div>
            <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <PlanVoucherGroups plan={plan} detailed />
            </div>
            <FooterBar>
              <Button block onClick={() => setAdding(true)} data-testid="add-additional-voucher">
                {t('plans:planVouchers.add')}
              </Button>
            </FooterBar>
            <AddVoucherDialog plan={plan} open={adding} onOpenChange={setAdding} />
          </div>
        )}
      </PlanGate>
    </>
  );
}
