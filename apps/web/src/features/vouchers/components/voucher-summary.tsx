import type { Voucher } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { Fact, FactList } from '@/components/fact-list';
import { StatusBadge } from '@/components/status-badge';
import { formatNumber } from '@/lib/format';
import { STATUS_TONE, formatVoucherDate, formatVoucherValue, scheduleInWords } from '../voucher-display';

/** The voucher's name, status and value, then every field that describes it, readable. */
export function VoucherSummary({ voucher: v }: { voucher: Voucher }) {
  const { t, i18n } = useTranslation(['vouchers', 'common']);
  const locale = i18n.language;
  const start = formatVoucherDate(v.start_date, locale);
  return (
    <section aria-labelledby="voucher-name" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <h2
          id="voucher-name"
          className="min-w-0 break-words text-lg font-semibold text-slate-900"
          data-testid="voucher-name"
        >
          {v.name}
        </h2>
        <StatusBadge tone={STATUS_TONE[v.status]}>{t(`common:voucher.statuses.${v.status}`)}</StatusBadge>
      </div>
      <p className="mt-1 text-xl font-semibold text-brand-700" data-testid="voucher-value">
        {formatVoucherValue(t, v.voucher_type.code, v.value, locale)}
      </p>
      <FactList className="mt-4 border-t border-slate-100 pt-3">
        <Fact term={t('vouchers:detail.type')} testId="voucher-type">
          {t(`common:voucher.types.${v.voucher_type.code}`)}
        </Fact>
        <Fact term={t('vouchers:detail.validity')} testId="voucher-validity">
          {v.end_date
            ? t('vouchers:detail.fromTo', { start, end: formatVoucherDate(v.end_date, locale) })
            : t('vouchers:detail.from', { date: start })}
        </Fact>
        <Fact term={t('vouchers:detail.schedule')} testId="voucher-schedule">
          {scheduleInWords(t, v.schedule, locale)}
        </Fact>
        <Fact term={t('vouchers:detail.quantity')} testId="voucher-quantity">
          {v.quantity === null ? t('vouchers:detail.unlimited') : formatNumber(v.quantity, locale)}
        </Fact>
        <Fact term={t('vouchers:detail.category')} testId="voucher-category">
          {v.category ? t(`vouchers:categories.${v.category}`) : t('vouchers:detail.none')}
        </Fact>
      </FactList>
    </section>
  );
}
