import type { Voucher } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@/components/card';
import { ChevronRight, Icon } from '@/components/icons';
import { paths } from '@/lib/paths';

/** How to use, terms and conditions, and the plans that bundle the voucher (each a link). */
export function VoucherTexts({ voucher: v }: { voucher: Voucher }) {
  const { t } = useTranslation(['vouchers']);
  return (
    <>
      <Card title={t('vouchers:detail.informations')} testId="voucher-informations">
        {v.informations.length > 0 ? (
          <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-sm text-slate-800 marker:text-slate-500">
            {v.informations.map((point, i) => (
              <li key={i} className="break-words pl-1">
                {point}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-600">{t('vouchers:detail.noInformations')}</p>
        )}
      </Card>
      <Card title={t('vouchers:detail.terms')} testId="voucher-terms">
        <p className="whitespace-pre-line break-words text-sm text-slate-800">
          {v.terms_and_conditions.trim() || <span className="text-slate-600">{t('vouchers:detail.noTerms')}</span>}
        </p>
      </Card>
      <Card title={t('vouchers:detail.plans')} testId="voucher-plans">
        {v.plans.length > 0 ? (
          <ul className="-my-1 divide-y divide-slate-100">
            {v.plans.map((plan) => (
              <li key={plan.id}>
                <Link
                  to={paths.plans.detail(plan.id)}
                  className="flex items-center justify-between gap-3 rounded-lg py-2.5 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="min-w-0 break-words">{plan.name}</span>
                  <Icon icon={ChevronRight} className="h-4 w-4 shrink-0" />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('vouchers:detail.noPlans')}</p>
        )}
      </Card>
    </>
  );
}
