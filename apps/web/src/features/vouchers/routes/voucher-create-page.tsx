import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BackHeader } from '../../../components/back-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-client';
import { dayjs } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCreateVoucher, voucherQuery } from '../api';
import { VoucherForm } from '../components/voucher-form';
import { VoucherLoadError } from '../components/voucher-load-error';
import { VoucherNotFound } from '../components/voucher-not-found';
import { duplicateValues, emptyVoucherForm } from '../voucher-form-values';
import { voucherIdOf } from '../voucher-id';

/** /vouchers/create, and /vouchers/create?from={id} to start from a copy of another voucher. */
export function Component() {
  const { t, i18n } = useTranslation();
  const fromParam = useSearchParams()[0].get('from');
  const from = fromParam === null ? null : voucherIdOf(fromParam);
  const create = useCreateVoucher();
  const source = useQuery({ ...voucherQuery(from ?? 0), enabled: from !== null });

  const duplicating = fromParam !== null;
  const title = duplicating ? t('vouchers.form.duplicateTitle') : t('vouchers.form.createTitle');
  const backTo = from !== null ? paths.vouchers.detail(from) : paths.vouchers.list();
  const missing =
    duplicating && (from === null || (isApiError(source.error) && [404, 422].includes(source.error.status)));

  let body;
  if (missing) body = <VoucherNotFound />;
  else if (duplicating && source.error) body = <VoucherLoadError onRetry={() => void source.refetch()} />;
  else if (duplicating && !source.data) body = <SkeletonBlock lines={8} className="p-4" />;
  else
    body = (
      <VoucherForm
        // A new key per source voucher, so its values are the form's starting point.
        key={source.data?.id ?? 'new'}
        defaultValues={
          source.data
            ? duplicateValues(source.data, i18n.language, t('vouchers.form.copySuffix'))
            : emptyVoucherForm(dayjs().format('YYYY-MM-DD'))
        }
        save={(voucher) => create.mutateAsync(voucher)}
        submitLabel={t('vouchers.form.create')}
        successMessage="vouchers.form.created"
      />
    );

  return (
    <>
      <BackHeader title={title} backTo={backTo} />
      {body}
    </>
  );
}
