import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackHeader } from '../../../components/back-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useUpdateVoucher, voucherQuery } from '../api';
import { VoucherForm } from '../components/voucher-form';
import { VoucherLoadError } from '../components/voucher-load-error';
import { VoucherNotFound } from '../components/voucher-not-found';
import { toFormValues } from '../voucher-form-values';
import { voucherIdOf } from '../voucher-id';

/** /vouchers/{id}/edit: the voucher's form, prefilled; saving lands on the voucher again. */
export function Component() {
  const { t, i18n } = useTranslation();
  const id = voucherIdOf(useParams().id);
  const update = useUpdateVoucher(id ?? 0);
  const {
    data: voucher,
    error,
    refetch,
  } = useQuery({
    ...voucherQuery(id ?? 0),
    enabled: id !== null,
    // The form starts from what is stored now, not from a cached copy.
    refetchOnMount: 'always',
  });
  const missing = id === null || (isApiError(error) && [404, 422].includes(error.status));

  return (
    <>
      <BackHeader
        title={t('vouchers.form.editTitle')}
        backTo={id === null ? paths.vouchers.list() : paths.vouchers.detail(id)}
      />
      {missing ? (
        <VoucherNotFound />
      ) : error ? (
        <VoucherLoadError onRetry={() => void refetch()} />
      ) : !voucher ? (
        <SkeletonBlock lines={8} className="p-4" />
      ) : (
        <VoucherForm
          key={voucher.id}
          defaultValues={toFormValues(voucher, i18n.language)}
          save={(body) => update.mutateAsync(body)}
          submitLabel={t('vouchers.form.save')}
          successMessage="vouchers.form.saved"
        />
      )}
    </>
  );
}
