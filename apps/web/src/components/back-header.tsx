import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { backControlClass, BackIcon } from './back-icon';

/** The top bar of a plain page: a back link and the page title. */
export function BackHeader({ title, backTo }: { title: string; backTo: string }) {
  const { t } = useTranslation(['common']);
  return (
    <header className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-100 bg-white/95 px-2 py-3 backdrop-blur">
      <Link to={backTo} data-testid="back-link" className={backControlClass} aria-label={t('common:actions.back')}>
        <BackIcon />
      </Link>
      <h1 className="text-lg font-semibold">{title}</h1>
    </header>
  );
}
