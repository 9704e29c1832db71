import { useTranslation } from 'react-i18next';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldError,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Checkbox } from '@/components/checkbox';
import { SelectField } from '@/components/forms/select-field';
import { Icon, Plus, Trash } from '@/components/icons';
import { TextField } from '@/components/text-field';
import type { PlanBodyOutput } from './form-schema';
import { emptyVoucherRow, type PlanFormValues } from './form-values';
import { errorText } from '@/lib/forms/field-messages';

/** A voucher the form knows: the store's published ones, and the plan's own even when no longer published. */
export interface VoucherChoice {
  id: number;
  name: string;
  published: boolean;
  /** Found by the picker's current search: offered to every row (others only to the row holding them). */
  offered: boolean;
}

const toId = (v: string) => (v === '' ? '' : Number(v));

/**
 * The plan's vouchers: each row picks one voucher, how often a fan may use it per period, and
 * whether it is an additional benefit. A voucher already picked in one row is not offered in another.
 */
export function VoucherRows({
  control,
  register,
  errors,
  choices,
  moreToFind,
}: {
  control: Control<PlanFormValues, unknown, PlanBodyOutput>;
  register: UseFormRegister<PlanFormValues>;
  errors: FieldErrors<PlanFormValues>;
  choices: VoucherChoice[];
  /** The picker can find vouchers it does not show yet (more pages, or a search to clear). */
  moreToFind: boolean;
}) {
  const { t } = useTranslation(['plans']);
  const { fields, append, remove } = useFieldArray({ control, name: 'vouchers' });
  const rows = useWatch({ control, name: 'vouchers' }) ?? [];
  const picked = rows.map((r) => r.voucher_id);
  const canAdd = moreToFind || choices.some((c) => c.offered && c.published && !picked.includes(c.id));
  const listError = errors.vouchers?.root ?? (errors.vouchers as { message?: string; type?: string } | undefined);

  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {fields.map((field, i) => {
          const rowErrors = errors.vouchers?.[i];
          const own = rows[i]?.voucher_id;
          const options = choices
            .filter((c) => c.id === own || (c.offered && c.published && !picked.includes(c.id)))
            .map((c) => ({
              value: c.id,
              label: c.published ? c.name : t('plans:form.notPublished', { name: c.name }),
            }));
          return (
            <li
              key={field.id}
              data-testid="voucher-row"
              className="relative rounded-xl bg-slate-50 p-3 ring-1 ring-inset ring-slate-200"
            >
              {/* The voucher's name has the row's whole width; its remove button sits on the label's line. */}
              <SelectField
                label={t('plans:form.voucher', { n: i + 1 })}
                placeholder={t('plans:form.chooseVoucher')}
                options={options}
                error={errorText(rowErrors?.voucher_id)}
                {...register(`vouchers.${i}.voucher_id`, { setValueAs: toId })}
              />
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={t('plans:form.removeVoucher', { n: i + 1 })}
                className="absolute right-2 top-1.5 rounded-lg p-1.5 text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Icon icon={Trash} className="h-5 w-5" />
              </button>
              <div className="mt-3 flex flex-col gap-3">
                <TextField
                  className="w-48 max-w-full"
                  label={t('plans:form.maxUse')}
                  inputMode="numeric"
                  autoComplete="off"
                  error={errorText(rowErrors?.max_use_qty)}
                  {...register(`vouchers.${i}.max_use_qty`)}
                />
                <Checkbox label={t('plans:form.additional')} {...register(`vouchers.${i}.additional_voucher`)} />
              </div>
            </li>
          );
        })}
      </ol>
      {listError?.message && (
        <p role="alert" data-testid="vouchers-error" className="text-sm text-red-700">
          {errorText(listError as FieldError)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={!canAdd}
          onClick={() => append(emptyVoucherRow())}
          data-testid="add-voucher-row"
          className="flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:text-slate-500 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon icon={Plus} className="h-5 w-5" />
          {t('plans:form.addVoucher')}
        </button>
        {!canAdd && choices.length > 0 && <span className="text-xs text-slate-600">{t('plans:form.noneLeft')}</span>}
      </div>
    </div>
  );
}
