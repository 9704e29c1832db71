import type { Voucher } from '@mbo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon, Trash } from '@/components/icons';
import { ProblemNote } from '@/components/problem-note';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { paths } from '@/lib/paths';
import { useDeleteVoucher } from '../api';

/**
 * Delete behind a confirmation that says what the server will do: a voucher in a plan cannot be
 * deleted (the dialog names the plans and offers nothing to confirm); a draft or a voucher in no
 * plan is removed. The server also keeps a voucher that was redeemed or broadcast (409): its
 * message stays on the page, next to the button, and the voucher stays.
 */
export function DeleteVoucher({ voucher }: { voucher: Pick<Voucher, 'id' | 'name' | 'status' | 'plans'> }) {
  const { id, name, plans } = voucher;
  const { t } = useTranslation(['vouchers']);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { ask, dialog } = useConfirmedDelete({
    remove: useDeleteVoucher(id),
    variables: undefined,
    deleted: 'vouchers:detail.deleted',
    backTo: paths.vouchers.list(),
    onRefused: setRefusal,
  });

  return (
    <div className="flex flex-col gap-3">
      {refusal && (
        <ProblemNote role="alert" testId="delete-refused" title={t('vouchers:detail.refused')} text={refusal} />
      )}
      <button
        type="button"
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold text-red-700 ring-1 ring-inset ring-red-200 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
        onClick={() => {
          setRefusal(null);
          ask();
        }}
        data-testid="delete-voucher"
      >
        <Icon icon={Trash} className="h-5 w-5" />
        {t('vouchers:detail.delete')}
      </button>
      <ConfirmDialog
        {...dialog}
        blocked={plans.length > 0}
        title={t(plans.length > 0 ? 'vouchers:detail.blockedTitle' : 'vouchers:detail.deleteTitle')}
        description={
          plans.length > 0
            ? t('vouchers:detail.blockedText', {
                name,
                count: plans.length,
                plans: plans.map((plan) => t('vouchers:detail.quotedName', { name: plan.name })).join(', '),
              })
            : t(voucher.status === 'draft' ? 'vouchers:detail.deleteDraftText' : 'vouchers:detail.deleteUnusedText', {
                name,
              })
        }
        confirmLabel={t('vouchers:detail.deleteConfirm')}
      />
    </div>
  );
}
