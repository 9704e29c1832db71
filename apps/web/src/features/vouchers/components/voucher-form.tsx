import type { Voucher } from '@mbo/contracts';
import { Controller, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n';
import { useNavigate } from 'react-router-dom';
import { Checkbox } from '@/components/checkbox';
import { AffixField } from '@/components/forms/affix-field';
import { FormFooter } from '@/components/forms/form-footer';
import { FormSection } from '@/components/forms/form-section';
import { ListEditor } from '@/components/forms/list-editor';
import { SaveForm } from '@/components/forms/save-form';
import { SelectField } from '@/components/forms/select-field';
import { TextareaField } from '@/components/forms/textarea-field';
import { ChoiceGroup } from '@/components/list/filter-sheet';
import { TextField } from '@/components/text-field';
import { notifySuccess } from '@/components/toasts/toast-store';
import { errorText } from '@/lib/forms/field-messages';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useSaveForm } from '@/lib/forms/use-save-form';
import { paths } from '@/lib/paths';
import { CATEGORIES, EDITABLE_STATUSES, TYPE_CODES } from '../voucher-display';
import type { VoucherBodyOutput } from '../voucher-form-schema';
import { NAME_MAX, type VoucherFormValues } from '../voucher-form-values';
import { DayPicker } from './day-picker';

const TOP_FIELDS = new Set<string>([
  'name',
  'voucher_type',
  'value',
  'status',
  'quantity',
  'start_date',
  'end_date',
  'category',
  'informations',
  'terms_and_conditions',
]);

/** The form field of a server error key: "name", "schedule.end_time", "informations.2". */
export function fieldOfServerKey(key: string): Path<VoucherFormValues> | undefined {
  if (TOP_FIELDS.has(key)) return key as Path<VoucherFormValues>;
  if (key === 'schedule') return 'schedule.days';
  if (/^schedule\.(start_time|end_time|days)$/.test(key)) return key as Path<VoucherFormValues>;
  if (/^informations\.\d+$/.test(key)) return key as Path<VoucherFormValues>;
  return undefined;
}

const voucherResolver = lazyResolver(() => import('../voucher-form-schema').then((m) => m.voucherResolver));

// A refused change of state (409: the voucher is in use) is the status field's to explain.
const STATUS_FIELDS = { 409: 'status' } as const;

/**
 * The voucher form, for create, duplicate and edit: every field of the contract's VoucherBody,
 * checked by its rules before sending; the server's 422 lands on the same fields, and what no field
 * shows is a toast (the form kit's rule). Saving cannot run twice, and leaving with unsaved changes
 * asks first. On success it lands on the voucher.
 */
export function VoucherForm({
  defaultValues,
  save,
  submitLabel,
  successMessage,
}: {
  defaultValues: VoucherFormValues;
  save: (body: VoucherBodyOutput) => Promise<Voucher>;
  submitLabel: string;
  successMessage: TextKey;
}) {
  const { t } = useTranslation(['vouchers', 'common']);
  const navigate = useNavigate();
  const kit = useSaveForm({
    resolver: voucherResolver,
    defaultValues,
    save,
    fields: fieldOfServerKey,
    statusFields: STATUS_FIELDS,
    onSaved: (voucher) => {
      notifySuccess(successMessage);
      void navigate(paths.vouchers.detail(voucher.id), { replace: true });
    },
  });
  const { control, register, watch, formState } = kit.form;
  const e = formState.errors;
  const [type, hasSchedule] = watch(['voucher_type', 'has_schedule']);
  const text = (error: FieldError | undefined) => errorText(error);

  const valueField =
    type === 'DPR'
      ? { label: t('vouchers:form.valuePercent'), hint: t('vouchers:form.valuePercentHint'), suffix: '%' }
      : type === 'DFP'
        ? { label: t('vouchers:form.valueFixed'), hint: t('vouchers:form.valueFixedHint'), prefix: '€' }
        : { label: t('vouchers:form.valueGoodie'), hint: t('vouchers:form.valueGoodieHint'), prefix: '€' };

  const infoErrors = e.informations;
  const perPoint: Record<number, string | undefined> = {};
  if (Array.isArray(infoErrors)) infoErrors.forEach((err: FieldError | undefined, i) => (perPoint[i] = text(err)));

  return (
    <SaveForm kit={kit} className="flex flex-col gap-8 p-4" testId="voucher-form">
      <FormSection title={t('vouchers:form.basics')}>
        <TextField
          label={t('vouchers:form.name')}
          placeholder={t('vouchers:form.namePlaceholder')}
          maxLength={NAME_MAX}
          autoComplete="off"
          error={text(e.name)}
          {...register('name')}
        />
        <Controller
          control={control}
          name="voucher_type"
          render={({ field }) => (
            <ChoiceGroup
              legend={t('vouchers:form.type')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              choices={TYPE_CODES.map((code) => ({ value: code, label: t(`common:voucher.types.${code}`) }))}
            />
          )}
        />
        <AffixField
          label={valueField.label}
          hint={valueField.hint}
          prefix={valueField.prefix}
          suffix={valueField.suffix}
          inputMode="decimal"
          autoComplete="off"
          error={text(e.value)}
          {...register('value')}
        />
        <div className="flex flex-col gap-1">
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <ChoiceGroup
                legend={t('vouchers:form.status')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                choices={EDITABLE_STATUSES.map((s) => ({ value: s, label: t(`common:voucher.statuses.${s}`) }))}
              />
            )}
          />
          {e.status ? (
            <p role="alert" className="text-sm text-red-700" data-testid="field-error">
              {text(e.status)}
            </p>
          ) : (
            <p className="text-xs text-slate-600">{t('vouchers:form.statusHint')}</p>
          )}
        </div>
      </FormSection>

      <FormSection title={t('vouchers:form.availability')}>
        <TextField
          label={t('vouchers:form.quantity')}
          hint={t('vouchers:form.quantityHint')}
          inputMode="numeric"
          autoComplete="off"
          error={text(e.quantity)}
          {...register('quantity')}
        />
        <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
          <TextField
            type="date"
            label={t('vouchers:form.startDate')}
            error={text(e.start_date)}
            {...register('start_date')}
          />
          <TextField
            type="date"
            label={t('vouchers:form.endDate')}
            error={text(e.end_date)}
            {...register('end_date')}
          />
        </div>
        <p className="-mt-3 text-xs text-slate-600">{t('vouchers:form.endDateHint')}</p>
        <Checkbox label={t('vouchers:form.hasSchedule')} {...register('has_schedule')} />
        {hasSchedule && (
          <fieldset
            className="flex flex-col gap-4 rounded-xl bg-slate-50 p-3 ring-1 ring-inset ring-slate-200"
            data-testid="schedule-fields"
          >
            <legend className="sr-only">{t('vouchers:form.scheduleLegend')}</legend>
            <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
              <TextField
                type="time"
                label={t('vouchers:form.startTime')}
                error={text(e.schedule?.start_time)}
                {...register('schedule.start_time')}
              />
              <TextField
                type="time"
                label={t('vouchers:form.endTime')}
                error={text(e.schedule?.end_time)}
                {...register('schedule.end_time')}
              />
            </div>
            <Controller
              control={control}
              name="schedule.days"
              render={({ field }) => (
                <DayPicker
                  legend={t('vouchers:form.days')}
                  value={field.value}
                  onChange={field.onChange}
                  error={text(e.schedule?.days as FieldError | undefined)}
                />
              )}
            />
          </fieldset>
        )}
      </FormSection>

      <FormSection title={t('vouchers:form.details')}>
        <SelectField
          label={t('vouchers:form.category')}
          options={[
            { value: '', label: t('vouchers:form.noCategory') },
            ...CATEGORIES.map((c) => ({ value: c, label: t(`vouchers:categories.${c}`) })),
          ]}
          error={text(e.category)}
          {...register('category')}
        />
        <Controller
          control={control}
          name="informations"
          render={({ field }) => (
            <ListEditor
              label={t('vouchers:form.informations')}
              value={field.value}
              onChange={field.onChange}
              itemLabel={(n) => t('vouchers:form.point', { n })}
              addLabel={t('vouchers:form.addPoint')}
              maxLength={200}
              errors={perPoint}
              error={text(
                (infoErrors?.root ?? (infoErrors?.message ? infoErrors : undefined)) as FieldError | undefined,
              )}
            />
          )}
        />
        <TextareaField
          label={t('vouchers:form.terms')}
          placeholder={t('vouchers:form.termsPlaceholder')}
          rows={4}
          maxLength={5000}
          error={text(e.terms_and_conditions)}
          {...register('terms_and_conditions')}
        />
      </FormSection>

      <FormFooter state={kit} testId="save-voucher">
        {submitLabel}
      </FormFooter>
    </SaveForm>
  );
}
