import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { ButtonLink } from '@/components/button-link';
import { FooterBar } from '@/components/footer-bar';
import { Copy, Icon, Pencil } from '@/components/icons';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { voucherDetailReads } from '../api';
import { DeleteVoucher } from '../components/delete-voucher';
import { VoucherGate } from '../components/voucher-gate';
import { VoucherHolders } from '../components/voucher-holders';
import { VoucherSummary } from '../components/voucher-summary';
import { VoucherTexts } from '../components/voucher-texts';

/** /vouchers/{id}: every field of the voucher, the plans and fans that hold it, edit, duplicate, delete. */
export function Component() {
  const { t } = useTranslation(['vouchers']);
  const { voucher: read } = useReads(voucherDetailReads);
  return (
    <>
      <BackHeader title={t('vouchers:detail.title')} backTo={paths.vouchers.list()} />
      <VoucherGate read={read}>
        {(voucher) => (
          <div className="flex flex-col gap-4 p-4" data-testid="voucher-detail">
            <VoucherSummary voucher={voucher} />
            <VoucherTexts voucher={voucher} />
            <VoucherHolders voucherId={voucher.id} />
            <DeleteVoucher voucher={voucher} />
            <FooterBar>
              {/* Below 360 px the two labels need the icons' room to stay whole words in German. */}
              <div className="flex gap-3">
                <ButtonLink
                  to={paths.vouchers.create({ from: voucher.id })}
                  variant="secondary"
                  block
                  icon={<Icon icon={Copy} className="h-5 w-5 max-[359px]:hidden" />}
                  data-testid="duplicate-voucher"
                >
                  {t('vouchers:detail.duplicate')}
                </ButtonLink>
                <ButtonLink
                  to={paths.vouchers.edit(voucher.id)}
                  block
                  icon={<Icon icon={Pencil} className="h-5 w-5 max-[359px]:hidden" />}
                  data-testid="edit-voucher"
                >
                  {t('vouchers:detail.edit')}
                </ButtonLink>
              </div>
            </FooterBar>
          </div>
        )}
      </VoucherGate>
    </>
  );
}
