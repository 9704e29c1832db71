import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-xl font-semibold">{t('common.errors.notFound')}</h1>
      <Link to={paths.home()} className="text-brand-700 underline">
        {t('shell.nav.dashboard')}
      </Link>
    </div>
  );
}
