import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { SkeletonBlock } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { myStoreQuery } from '@/lib/my-store';
import { AccountForm } from '../components/account-form';
import { LoadError } from '../components/load-error';

/** /settings/account-information/edit */
export function Component() {
  const { t } = useTranslation();
  const { data: store, isError, refetch } = useQuery(myStoreQuery());
  return (
    <>
      <BackHeader title={t('settings.edit.title')} backTo={paths.settings.account()} />
      {store ? (
        // Keyed by the store, so a reload of it starts the form from what is saved.
        <AccountForm key={store.id} store={store} />
      ) : isError ? (
        <div className="p-4">
          <LoadError text={t('settings.account.loadFailed')} onRetry={() => void refetch()} />
        </div>
      ) : (
        <SkeletonBlock lines={8} className="p-4" />
      )}
    </>
  );
}
