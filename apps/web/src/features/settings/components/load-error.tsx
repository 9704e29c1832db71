import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';

/** A screen whose data did not load (the toast said why): say so and offer to try again. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 py-4 text-sm text-slate-700" data-testid="load-error">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.actions.retry')}
      </Button>
    </div>
  );
}
