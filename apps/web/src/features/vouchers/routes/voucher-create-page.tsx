import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { dayjs } from '@/lib/dayjs';
import { paths } from '@/lib/paths';
import { parseRouteId } from '@/lib/route-id';
import { useReads } from '@/lib/reads';
import { useCreateVoucher, voucherCreateReads } from '../api';
import { VoucherForm } from '../components/voucher-form';
import { VoucherGate } from '../components/voucher-gate';
import { duplicateValues, emptyVoucherForm, type VoucherFormValues } from '../voucher-form-values';

/** /vouchers/create, and /vouchers/create?from={id} to start from a copy of another voucher. */
export function Component() {
  const { t, i18n } = useTranslation(['vouchers']);
  const { source } = useReads(voucherCreateReads);
  const [search] = useSearchParams();
  const from = search.get('from');
  const fromId = parseRouteId(from ?? undefined);
  const create = useCreateVoucher();

  const form = (defaultValues: VoucherFormValues, key: string) => (
    <VoucherForm
      // A new key per source voucher, so its values are the form's starting point.
      key={key}
      defaultValues={defaultValues}
      save={(body) => create.mutateAsync(body)}
      submitLabel={t('vouchers:form.create')}
      successMessage="vouchers:form.created"
    />
  );

  return (
    <>
      <BackHeader
        title={from === null ? t('vouchers:form.createTitle') : t('vouchers:form.duplicateTitle')}
        backTo={fromId === null ? paths.vouchers.list() : paths.vouchers.detail(fromId)}
      />
      {from === null ? (
        form(emptyVoucherForm(dayjs().format('YYYY-MM-DD')), 'new')
      ) : (
        <VoucherGate read={source}>
          {(source) => form(duplicateValues(source, i18n.language, t('vouchers:form.copySuffix')), `copy-${source.id}`)}
        </VoucherGate>
      )}
    </>
  );
}
