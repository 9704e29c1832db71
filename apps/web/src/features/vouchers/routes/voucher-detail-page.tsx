import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackHeader } from '../../../components/back-header';
import { ButtonLink } from '../../../components/button-link';
import { FooterBar } from '../../../components/footer-bar';
import { SkeletonBlock } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { voucherQuery } from '../api';
import { DeleteVoucher } from '../components/delete-voucher';
import { Icon } from '../components/icons';
import { VoucherHolders } from '../components/voucher-holders';
import { VoucherLoadError } from '../components/voucher-load-error';
import { VoucherNotFound } from '../components/voucher-not-found';
import { VoucherSummary } from '../components/voucher-summary';
import { VoucherTexts } from '../components/voucher-texts';
import { voucherIdOf } from '../voucher-id';

/** /vouchers/{id}: every field of the voucher, the plans and fans that hold it, edit, duplicate, delete. */
export function Component() {
  const { t } = useTranslation();
  const id = voucherIdOf(useParams().id);
  const { data: voucher, error, isPending, refetch } = useQuery({ ...voucherQuery(id ?? 0), enabled: id !== null });

  const notFound = id === null || (isApiError(error) && (error.status === 404 || error.status === 422));
  return (
    <>
      <BackHeader title={t('vouchers.detail.title')} backTo={paths.vouchers.list()} />
      {notFound ? (
        <VoucherNotFound />
      ) : error ? (
        <VoucherLoadError onRetry={() => void refetch()} />
      ) : isPending || !voucher ? (
        <div className="flex flex-col gap-4 p-4">
          <SkeletonBlock lines={6} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" />
          <SkeletonBlock lines={3} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" />
        </div>
      ) : (
        <div className="flex flex-col gap-4 p-4" data-testid="voucher-detail">
          <VoucherSummary voucher={voucher} />
          <VoucherTexts voucher={voucher} />
          <VoucherHolders voucherId={voucher.id} />
          <DeleteVoucher id={voucher.id} name={voucher.name} />
          <FooterBar>
            <div className="flex gap-3">
              <ButtonLink
                to={paths.vouchers.create({ from: voucher.id })}
                variant="secondary"
                block
                icon={<Icon name="copy" />}
                data-testid="duplicate-voucher"
              >
                {t('vouchers.detail.duplicate')}
              </ButtonLink>
              <ButtonLink
                to={paths.vouchers.edit(voucher.id)}
                block
                icon={<Icon name="edit" />}
                data-testid="edit-voucher"
              >
                {t('vouchers.detail.edit')}
              </ButtonLink>
            </div>
          </FooterBar>
        </div>
      )}
    </>
  );
}
