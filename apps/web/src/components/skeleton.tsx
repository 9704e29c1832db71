import { useTranslation } from 'react-i18next';

/** A grey placeholder block while data loads; decorative, the wrapper announces the loading state. */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-md bg-slate-200 ${className}`} />;
}

/** A stack of skeleton lines with a screen-reader "Loading…" text. */
export function SkeletonBlock({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className={`flex flex-col gap-2 ${className}`} data-testid="skeleton">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        // Later lines are shorter so the block reads as text, not a table.
        <Skeleton key={i} className={`h-4 ${i === 0 ? 'w-2/3' : i % 2 ? 'w-full' : 'w-5/6'}`} />
      ))}
    </div>
  );
}
