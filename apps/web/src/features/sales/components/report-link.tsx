import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChartColumn, ChevronRight, Icon } from '@/components/icons';
import { paths } from '@/lib/paths';

/** The way to the sales report: a row with a title, a line of what it holds, and a chevron. */
export function ReportLink() {
  const { t } = useTranslation(['sales']);
  return (
    <Link
      to={paths.settings.reports()}
      data-testid="reports-link"
      className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50">
        <Icon icon={ChartColumn} className="h-5 w-5 text-brand-700" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-slate-900">{t('sales:links.report')}</span>
        <span className="block text-xs text-slate-600">{t('sales:links.reportText')}</span>
      </span>
      <Icon icon={ChevronRight} className="h-5 w-5 shrink-0 text-slate-500" />
    </Link>
  );
}
