import { useTranslation } from '@/i18n';
import { EmptyState } from '@/components/empty-state';

/**
 * The empty state of a searchable list: "no results" for a search that found nothing, so it is
 * never read as a store with nothing at all. Its texts are the keys `noResults`, `noResultsHint`,
 * `empty` and `emptyHint` under `textKey`.
 */
export function ListEmptyState({ textKey, searching }: { textKey: string; searching: boolean }) {
  const { t } = useTranslation();
  return searching ? (
    <EmptyState text={t(`${textKey}.noResults`)} hint={t(`${textKey}.noResultsHint`)} />
  ) : (
    <EmptyState text={t(`${textKey}.empty`)} hint={t(`${textKey}.emptyHint`)} />
  );
}
