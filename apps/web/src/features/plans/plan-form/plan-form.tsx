import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormFooter } from '@/components/forms/form-footer';
import { ListEditor } from '@/components/forms/list-editor';
import { SaveForm } from '@/components/forms/save-form';
import { SelectField } from '@/components/forms/select-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { QueryError } from '@/components/query-state';
import { TextField } from '@/components/text-field';
import { errorText } from '@/lib/forms/field-messages';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useSaveForm } from '@/lib/forms/use-save-form';
import { useReads } from '@/lib/reads';
import { planFormReads } from '../api';
import { periodName } from '../period';
import { FeePreview } from './fee-preview';
import type { PlanBodyOutput } from './form-schema';
import type { PlanFormValues } from './form-values';
import { VoucherFinder, useVoucherFinder } from './voucher-finder';
import { VoucherRows, type VoucherChoice } from './voucher-rows';

/** The server's error keys that name a field of the form; "vouchers" is the list as a whole. */
const SERVER_FIELD =
  /^(name|price|billing_period_id|terms_and_conditions|(how_to_use|perks_and_benefits)(\.\d+)?|vouchers\.\d+\.(voucher_id|max_use_qty|additional_voucher))$/;
const fieldOfServerKey = (key: string) =>
  key === 'vouchers' ? 'vouchers.root' : SERVER_FIELD.test(key) ? key : undefined;
const planResolver = lazyResolver(() => import('./form-schema').then((m) => m.planResolver));

/** The form's fields from top to bottom: the first the server names takes the focus. */
const FORM_ORDER = ['name', 'price', 'billing_period_id', 'vouchers', 'how_to_use', 'perks_and_benefits', 'terms'];

const section = 'flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

/**
 * The one form for creating and editing a plan. `onSubmit` sends the body and answers where to go
 * next; a 422 lands on its fields. It warns before unsaved changes are left, and sends only once.
 */
export function PlanForm({
  initialValues,
  planVouchers = [],
  submitLabel,
  onSubmit,
}: {
  initialValues: PlanFormValues;
  /** The plan's own vouchers, offered even when no longer published (edit). */
  planVouchers?: Omit<VoucherChoice, 'offered'>[];
  submitLabel: string;
  onSubmit: (body: PlanBodyOutput) => Promise<string>;
}) {
  const { t } = useTranslation(['plans']);
  const navigate = useNavigate();
  const ids = { price: useId(), fee: useId(), vouchersHint: useId() };
  const reads = useReads(planFormReads);
  const periods = useQuery(reads.periods);
  const finder = useVoucherFinder(reads.vouchers);

  const kit = useSaveForm({
    defaultValues: initialValues,
    resolver: planResolver,
    mode: 'onTouched',
    save: onSubmit,
    fields: fieldOfServerKey,
    order: FORM_ORDER,
    onSaved: (next) => void navigate(next, { replace: true }),
  });
  const {
    register,
    control,
    formState: { errors },
  } = kit.form;
  const price = useWatch({ control, name: 'price' });
  const periodId = useWatch({ control, name: 'billing_period_id' });
  const period = periods.data?.find((p) => p.id === periodId);

  // What the search found is offered; a voucher seen earlier, or the plan's own, keeps its name
  // in the row that picked it.
  const choices = useMemo<VoucherChoice[]>(() => {
    const offered = finder.found.map((v) => ({ ...v, published: true, offered: true }));
    const seen = new Set(offered.map((v) => v.id));
    const earlier = [...finder.known]
      .filter(([id]) => !seen.has(id))
      .map(([id, name]) => ({ id, name, published: true, offered: false }));
    for (const v of earlier) seen.add(v.id);
    const own = planVouchers.filter((v) => !seen.has(v.id)).map((v) => ({ ...v, offered: false }));
    return [...offered, ...earlier, ...own];
  }, [finder.found, finder.known, planVouchers]);

  return (
    <SaveForm kit={kit} className="flex flex-col gap-4 px-4 py-4" testId="plan-form">
      <fieldset className={section}>
        <legend className="sr-only">{t('plans:form.details')}</legend>
        <TextField
          label={t('plans:form.name')}
          autoComplete="off"
          error={errorText(errors.name)}
          {...register('name')}
        />
        <div>
          <TextField
            label={t('plans:form.price')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('plans:form.priceHint')}
            error={errorText(errors.price)}
            id={ids.price}
            // The field's own hint and error, and the live fan price below it.
            aria-describedby={[`${ids.price}-hint`, errors.price ? `${ids.price}-error` : '', ids.fee]
              .filter(Boolean)
              .join(' ')}
            {...register('price')}
          />
          <FeePreview price={price} period={period} id={ids.fee} />
        </div>
        {/* A select with nothing to choose would read as "no periods exist": say the load failed. */}
        {periods.error && !periods.data ? (
          <QueryError
            error={periods.error}
            title={t('plans:form.periodsFailed')}
            onRetry={() => void periods.refetch()}
          />
        ) : (
          <SelectField
            label={t('plans:form.billingPeriod')}
            placeholder={t('plans:form.choosePeriod')}
            options={(periods.data ?? []).map((p) => ({ value: p.id, label: periodName(t, p) }))}
            error={errorText(errors.billing_period_id)}
            {...register('billing_period_id', { setValueAs: (v: string) => (v === '' ? '' : Number(v)) })}
          />
        )}
      </fieldset>

      <fieldset className={section} aria-describedby={ids.vouchersHint}>
        <legend className="float-left w-full text-base font-semibold text-slate-900">{t('plans:form.vouchers')}</legend>
        <p id={ids.vouchersHint} className="-mt-2 text-sm text-slate-600">
          {t('plans:form.vouchersHint')}
        </p>
        {/* The rows stay (with the plan's own vouchers, and what was picked): only the choices are missing. */}
        {finder.error && (
          <QueryError error={finder.error} title={t('plans:form.vouchersFailed')} onRetry={finder.retry} />
        )}
        <VoucherFinder finder={finder} />
        <VoucherRows
          control={control}
          register={register}
          errors={errors}
          choices={choices}
          moreToFind={finder.hasMore || finder.term !== ''}
        />
      </fieldset>

      <div className={section}>
        <Controller
          control={control}
          name="how_to_use"
          render={({ field }) => (
            <ListEditor
              label={t('plans:form.howToUse')}
              value={field.value}
              onChange={field.onChange}
              itemLabel={(n) => t('plans:form.howToUseItem', { n })}
              addLabel={t('plans:form.howToUseAdd')}
              maxLength={200}
              error={errorText(errors.how_to_use?.root ?? (errors.how_to_use as never))}
              errors={itemErrors(errors.how_to_use)}
            />
          )}
        />
        <Controller
          control={control}
          name="perks_and_benefits"
          render={({ field }) => (
            <ListEditor
              label={t('plans:form.perks')}
              value={field.value}
              onChange={field.onChange}
              itemLabel={(n) => t('plans:form.perksItem', { n })}
              addLabel={t('plans:form.perksAdd')}
              maxLength={200}
              error={errorText(errors.perks_and_benefits?.root ?? (errors.perks_and_benefits as never))}
              errors={itemErrors(errors.perks_and_benefits)}
            />
          )}
        />
        <TextareaField
          label={t('plans:form.terms')}
          rows={5}
          error={errorText(errors.terms_and_conditions)}
          {...register('terms_and_conditions')}
        />
      </div>

      <FormFooter state={kit} testId="save-plan">
        {submitLabel}
      </FormFooter>
    </SaveForm>
  );
}

type ListErrors = Record<number, { message?: string; type?: string } | undefined> | undefined;

/** Per-point messages of an editable list, by index. */
function itemErrors(list: unknown): Record<number, string | undefined> {
  const out: Record<number, string | undefined> = {};
  if (!list || typeof list !== 'object') return out;
  for (const [k, v] of Object.entries(list as NonNullable<ListErrors>)) {
    if (/^\d+$/.test(k) && v?.message) out[Number(k)] = errorText(v as never);
  }
  return out;
}
