import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation(['common']);
  return (
    <div role="status" className="flex justify-center p-10">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <span className="sr-only">{t('common:loading')}</span>
    </div>
  );
}
