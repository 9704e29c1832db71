import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The top bar of a plain page: a back link and the page title. */
export function BackHeader({ title, backTo }: { title: string; backTo: string }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-100 bg-white/95 px-2 py-3 backdrop-blur">
      <Link
        to={backTo}
        data-testid="back-link"
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={t('common.actions.back')}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </Link>
      <h1 className="text-lg font-semibold">{title}</h1>
    </header>
  );
}
