import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { EmptyState } from '../../../components/empty-state';
import { NoResultsArt } from '../../../components/empty-art';
import { paths } from '../../../lib/paths';

/** An unknown id, or another store's: says so and leads back to the list. */
export function VoucherNotFound() {
  const { t } = useTranslation();
  return (
    <div className="px-4 py-10" data-testid="voucher-not-found">
      <EmptyState
        art={<NoResultsArt />}
        text={t('vouchers.detail.notFoundTitle')}
        hint={t('vouchers.detail.notFoundText')}
      >
        <ButtonLink to={paths.vouchers.list()} variant="secondary">
          {t('vouchers.detail.backToList')}
        </ButtonLink>
      </EmptyState>
    </div>
  );
}
