import type { ConsumerVoucher } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { ProgressBar, percentOf } from '@/components/progress-bar';
import { StatusBadge } from '@/components/status-badge';

/** A voucher's kind in the plan and, unless published, its status. */
export function VoucherBadges({ voucher }: { voucher: ConsumerVoucher }) {
  const { t } = useTranslation(['subscribers', 'common']);
  return (
    <span className="flex flex-wrap gap-1.5">
      <StatusBadge tone={voucher.additional_voucher ? 'info' : 'neutral'}>
        {t(voucher.additional_voucher ? 'subscribers:vouchers.additional' : 'subscribers:vouchers.guaranteed')}
      </StatusBadge>
      {voucher.status !== 'published' && (
        <StatusBadge tone={voucher.status === 'expired' ? 'error' : 'warning'}>
          {t(`common:voucher.statuses.${voucher.status}`)}
        </StatusBadge>
      )}
    </span>
  );
}

/** How much of the voucher the fan used this period: "2 of 4 used this period" and a bar. */
export function VoucherUsage({ voucher }: { voucher: ConsumerVoucher }) {
  const { t } = useTranslation(['subscribers', 'common']);
  return (
    <div className="flex flex-col gap-1.5">
      <ProgressBar
        percent={percentOf(voucher.used_qty, voucher.max_use_qty)}
        label={t('subscribers:vouchers.usageLabel', { name: voucher.name })}
      />
      <p className="text-sm tabular-nums text-slate-700" data-testid="voucher-usage">
        {t('subscribers:vouchers.usage', { used: voucher.used_qty, max: voucher.max_use_qty })}
      </p>
    </div>
  );
}
