import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { QueryState } from '@/components/query-state';
import { SkeletonLines } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { accountEditReads } from '../api';
import { AccountForm } from '../components/account-form';

/** /settings/account-information/edit */
export function Component() {
  const { t } = useTranslation(['settings']);
  const query = useQuery(useReads(accountEditReads).store);
  return (
    <>
      <BackHeader title={t('settings:edit.title')} backTo={paths.settings.account()} />
      <QueryState
        query={query}
        failedText={t('settings:account.loadFailed')}
        className="p-4"
        skeleton={<SkeletonLines lines={8} />}
      >
        {/* Keyed by the store, so a reload of it starts the form from what is saved. */}
        {(store) => <AccountForm key={store.id} store={store} />}
      </QueryState>
    </>
  );
}
