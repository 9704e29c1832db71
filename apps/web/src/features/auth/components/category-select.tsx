import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';
import { categoriesQuery } from '@/lib/my-store';

/** The category select, fed from the API's category list. */
export function CategorySelect({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const categories = useQuery(categoriesQuery());
  return (
    <SelectField
      id="register-category"
      label={t('auth:fields.category')}
      error={error}
      aria-busy={categories.isPending || undefined}
      defaultValue=""
      placeholder={categories.isPending ? t('common:loading') : t('auth:fields.categoryPlaceholder')}
      options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
      {...field}
    />
  );
}
