import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';

/** The voucher did not load for another reason than not existing (the toast said why): try again. */
export function VoucherLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="px-4 py-10" data-testid="voucher-load-error">
      <EmptyState text={t('vouchers.detail.loadFailed')}>
        <Button variant="secondary" onClick={onRetry}>
          {t('common.actions.retry')}
        </Button>
      </EmptyState>
    </div>
  );
}
