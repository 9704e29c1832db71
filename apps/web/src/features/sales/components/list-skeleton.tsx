import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';

/** Placeholder rows shaped like a two-line list row (title and date left, a figure right). */
export function ListSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col divide-y divide-slate-100" data-testid="skeleton">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center justify-between gap-3 py-3">
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}
