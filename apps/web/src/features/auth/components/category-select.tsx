import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/i18n';
import { inputClass, useFieldIds, FieldError } from '@/components/text-field';
import { categoriesQuery } from '../api';

/** The category select, fed from the API's category list. */
export function CategorySelect({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  const categories = useQuery(categoriesQuery());
  const f = useFieldIds('register-category', error, undefined);
  return (
    <div>
      <label htmlFor={f.inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {t('auth.fields.category')}
      </label>
      <select
        id={f.inputId}
        aria-invalid={f.invalid}
        aria-describedby={f.describedBy}
        aria-busy={categories.isPending || undefined}
        defaultValue=""
        className={`${inputClass(f.invalid)} appearance-none bg-[length:1.25rem] bg-[right_0.75rem_center] bg-no-repeat pr-10`}
        style={{
          backgroundImage:
            "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20' fill='%23475569'%3E%3Cpath d='M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z'/%3E%3C/svg%3E\")",
        }}
        {...field}
      >
        <option value="" disabled>
          {categories.isPending ? t('common.loading') : t('auth.fields.categoryPlaceholder')}
        </option>
        {categories.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <FieldError id={f.errorId} error={error} />
    </div>
  );
}
