import type { BillingPeriod } from '@mbo/contracts';
// The money rules alone, without zod: the package's root would build every schema of the contract,
// and its money module the schema library.
import { moneyProblem, PLAN_PRICE_MAX_CENTS, PLAN_PRICE_MIN_CENTS } from '@mbo/contracts/money-rules';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { feeQuery } from '../api';
import { periodUnit } from '../period';
import { parsePrice } from './form-values';

/**
 * What a fan pays for the typed price per billing period, asked of the server once typing pauses:
 * the fee rule lives only there. Announced politely, so a screen reader hears the new total without
 * losing its place.
 */
export function FeePreview({
  price,
  period,
  id,
}: {
  price: string;
  /** The chosen billing period, once there is one. */
  period: Pick<BillingPeriod, 'months' | 'label'> | undefined;
  id: string;
}) {
  const { t, i18n } = useTranslation(['plans']);
  const settled = parsePrice(useDebouncedValue(price, 500));
  const valid =
    settled !== undefined &&
    !Number.isNaN(settled) &&
    moneyProblem(settled, PLAN_PRICE_MIN_CENTS, PLAN_PRICE_MAX_CENTS) === null;
  const { data } = useQuery({ ...feeQuery(settled ?? 0), enabled: valid });
  const current = valid && data && data.price === settled ? data : null;
  const money = (n: number) => formatMoney(n, i18n.language, data?.currency);

  return (
    <div id={id} aria-live="polite" data-testid="fee-preview" className={valid ? 'mt-2' : 'sr-only'}>
      {valid && (
        <div className="rounded-xl bg-brand-50 px-3 py-2.5 ring-1 ring-inset ring-brand-100">
          {current ? (
            <>
              <p className="text-sm font-semibold text-brand-800" data-testid="fee-preview-total">
                {period
                  ? t('plans:form.fanPays', { final: money(current.final_price), period: periodUnit(t, period) })
                  : t('plans:form.fanPaysEach', { final: money(current.final_price) })}
              </p>
              <p className="mt-0.5 text-xs text-slate-700" data-testid="fee-preview-split">
                {t('plans:form.feeSplit', { price: money(current.price), fee: money(current.fee) })}
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-700">{t('plans:form.feeLoading')}</p>
          )}
        </div>
      )}
    </div>
  );
}
