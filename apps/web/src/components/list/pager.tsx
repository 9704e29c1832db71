import { useTranslation } from 'react-i18next';

const buttonClass =
  'rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-brand-50 disabled:text-slate-400 disabled:ring-slate-200 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Previous and next with "Page {now} of {total}"; hidden when everything fits on one page. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(['ui']);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('ui:pager.label')} className="flex items-center justify-between gap-2 py-3" data-testid="pager">
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('ui:pager.previous')}
      </button>
      <p className="whitespace-nowrap text-sm text-slate-700" aria-live="polite" data-testid="pager-status">
        {t('ui:pager.status', { now: page, total: totalPages })}
      </p>
      <button type="button" className={buttonClass} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('ui:pager.next')}
      </button>
    </nav>
  );
}
