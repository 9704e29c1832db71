import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/lib/paths';

/** An address the app does not know: the empty-state look, and a way to the start. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="not-found"
      className="flex min-h-dvh flex-1 flex-col items-center justify-center gap-4 px-6 py-10 text-center"
    >
      <h1 className="text-xl font-semibold text-slate-900">{t('common.errors.notFoundTitle')}</h1>
      <EmptyState text={t('common.errors.notFound')} hint={t('common.errors.notFoundHint')} />
      <Link
        to={paths.home()}
        className="inline-flex min-h-11 w-full max-w-xs items-center justify-center rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('common.errors.goHome')}
      </Link>
    </div>
  );
}
