import { useTranslation } from 'react-i18next';
import { Icon, X } from '../icons';

export interface ActiveFilter {
  key: string;
  /** What the chip says, e.g. "Status: Draft" or "“latte”". */
  label: string;
  onRemove: () => void;
}

/** The filters and search in force, as chips that each remove one; shown only when any is active. */
export function ActiveFilters({ filters, onClear }: { filters: ActiveFilter[]; onClear?: () => void }) {
  const { t } = useTranslation(['ui']);
  if (filters.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 pt-3" data-testid="active-filters">
      <span className="sr-only">{t('ui:filters.active')}</span>
      {filters.map((f) => (
        <button
          key={f.key}
          type="button"
          onClick={f.onRemove}
          aria-label={t('ui:filters.remove', { label: f.label })}
          className="flex max-w-full items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700 ring-1 ring-inset ring-brand-100 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="min-w-0">{f.label}</span>
          <Icon icon={X} className="h-4 w-4 shrink-0" strokeWidth={2.2} />
        </button>
      ))}
      {onClear && filters.length > 1 && (
        <button
          type="button"
          onClick={onClear}
          className="rounded px-1 text-sm font-medium text-slate-600 underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('ui:filters.clearAll')}
        </button>
      )}
    </div>
  );
}
