import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { paths } from '@/lib/paths';
import { parseRouteId } from '@/lib/route-id';
import { useReads } from '@/lib/reads';
import { useUpdateVoucher, voucherReads } from '../api';
import { VoucherForm } from '../components/voucher-form';
import { VoucherGate } from '../components/voucher-gate';
import { toFormValues } from '../voucher-form-values';

/** /vouchers/{id}/edit: the voucher's form, prefilled with what is stored now; saving lands on the voucher. */
export function Component() {
  const { t, i18n } = useTranslation(['vouchers']);
  const id = parseRouteId(useParams().id);
  const { voucher: read } = useReads(voucherReads);
  const update = useUpdateVoucher(id ?? 0);
  return (
    <>
      <BackHeader
        title={t('vouchers:form.editTitle')}
        backTo={id === null ? paths.vouchers.list() : paths.vouchers.detail(id)}
      />
      <VoucherGate read={read} fresh>
        {(voucher) => (
          <VoucherForm
            key={voucher.id}
            defaultValues={toFormValues(voucher, i18n.language)}
            save={(body) => update.mutateAsync(body)}
            submitLabel={t('vouchers:form.save')}
            successMessage="vouchers:form.saved"
          />
        )}
      </VoucherGate>
    </>
  );
}
