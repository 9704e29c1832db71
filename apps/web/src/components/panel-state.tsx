import { useTranslation } from 'react-i18next';
import { Skeleton } from './skeleton';

/** Placeholder shaped like a ReportFigure, so the panel does not jump when its data arrives. */
export function FigureSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-2" data-testid="skeleton">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-8 w-24" />
      <Skeleton className="h-5 w-32 max-w-full" />
    </div>
  );
}

/** A panel whose call failed (the toast already said why): offer to load it again instead of loading forever. */
export function PanelError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-2 py-2 text-sm text-slate-600" data-testid="panel-error">
      <p>{text ?? t('ui.report.failed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-lg px-3 py-1.5 font-semibold text-brand-700 ring-1 ring-inset ring-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('common.actions.retry')}
      </button>
    </div>
  );
}
