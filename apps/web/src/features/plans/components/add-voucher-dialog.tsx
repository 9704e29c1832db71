import type { Plan } from '@mbo/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { SelectField } from '@/components/forms/select-field';
import { Modal } from '@/components/modal';
import { QueryError } from '@/components/query-state';
import { TextField } from '@/components/text-field';
import { notifySuccess } from '@/components/toasts/toast-store';
import { isApiError } from '@/lib/api-client';
import { useUpdatePlan } from '../api';
import { periodUnit } from '../period';
import { bodyFromPlan } from '../plan-form/form-values';
import { VoucherFinder, useVoucherFinder } from '../plan-form/voucher-finder';
import { failureText } from '@/lib/failure';

/**
 * "Add additional voucher": one published voucher that is not in the plan yet joins it as an
 * additional benefit, with how often a fan may use it per period. The plan is saved whole (PUT).
 */
export function AddVoucherDialog({
  plan,
  open,
  onOpenChange,
}: {
  plan: Plan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['plans']);
  const finder = useVoucherFinder();
  const update = useUpdatePlan();
  const [voucherId, setVoucherId] = useState('');
  const [uses, setUses] = useState('1');
  const [errors, setErrors] = useState<{ voucher?: string; uses?: string; form?: string }>({});

  const inPlan = new Set(plan.subscription_vouchers.map((v) => v.voucher_id));
  const found = finder.found.filter((v) => !inPlan.has(v.id));
  // The chosen voucher stays in the list when a later search no longer finds it.
  const chosen = voucherId && !found.some((v) => String(v.id) === voucherId) ? Number(voucherId) : undefined;
  const options = [
    ...(chosen !== undefined ? [{ id: chosen, name: finder.known.get(chosen) ?? '' }] : []),
    ...found,
  ].map((v) => ({ value: v.id, label: v.name }));
  const noneLeft = finder.total !== undefined && !finder.term && !finder.hasMore && found.length === 0;

  const close = (next: boolean) => {
    if (update.isPending) return;
    onOpenChange(next);
    if (!next) {
      setVoucherId('');
      setUses('1');
      setErrors({});
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    const qty = /^\d+$/.test(uses.trim()) ? Number(uses.trim()) : Number.NaN;
    const found = {
      voucher: voucherId ? undefined : t('plans:form.errors.voucherRequired'),
      uses: qty >= 1 && qty <= 1000 ? undefined : t('plans:form.errors.maxUse'),
    };
    setErrors(found);
    if (found.voucher || found.uses) return;
    const body = bodyFromPlan(plan);
    body.vouchers = [...body.vouchers, { voucher_id: Number(voucherId), max_use_qty: qty, additional_voucher: true }];
    update.mutate(
      { params: { id: plan.id }, body },
      {
        onSuccess: () => {
          notifySuccess('plans:planVouchers.added');
          close(false);
        },
        onError: (error) => {
          const fieldMessage = isApiError(error) ? Object.values(error.errors)[0]?.[0] : undefined;
          setErrors({ form: fieldMessage ?? failureText(error) });
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('plans:planVouchers.addTitle')}
      description={t('plans:planVouchers.addText', { name: plan.name })}
      hideClose={update.isPending}
      testId="add-voucher-dialog"
    >
      {finder.error ? (
        <QueryError error={finder.error} title={t('plans:form.vouchersFailed')} onRetry={finder.retry} />
      ) : noneLeft ? (
        <p className="text-sm text-slate-700">{t('plans:planVouchers.noneLeft')}</p>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4 pb-2">
          <VoucherFinder finder={finder} />
          <SelectField
            label={t('plans:planVouchers.voucher')}
            placeholder={t('plans:planVouchers.choose')}
            options={options}
            value={voucherId}
            onChange={(e) => setVoucherId(e.target.value)}
            error={errors.voucher}
          />
          <TextField
            label={t('plans:planVouchers.uses', { period: periodUnit(t, plan.billing_period) })}
            inputMode="numeric"
            autoComplete="off"
            value={uses}
            onChange={(e) => setUses(e.target.value)}
            error={errors.uses}
          />
          {errors.form && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-inset ring-red-200">
              {errors.form}
            </p>
          )}
          <Button type="submit" block loading={update.isPending} data-testid="add-voucher-save">
            {t('plans:planVouchers.save')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
