import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { myStoreQuery } from '@/lib/my-store';
import { shortLinkQuery } from '../api';
import { LoadError } from '../components/load-error';
import { StoreQrCard } from '../components/store-qr-card';

/** /settings/store-qr/qr: the store's short link (POST /short/generate/store) as a QR code. */
export function Component() {
  const { t } = useTranslation();
  const store = useQuery(myStoreQuery());
  const slug = store.data?.slug;
  const link = useQuery({ ...shortLinkQuery(slug ?? ''), enabled: Boolean(slug) });
  const failed = store.isError || link.isError;

  return (
    <>
      <BackHeader title={t('settings.qr.resultTitle')} backTo={paths.settings.storeQr()} />
      <div className="px-5 pb-10 pt-5">
        {store.data && link.data ? (
          <StoreQrCard store={store.data} link={link.data} />
        ) : failed ? (
          <LoadError
            text={t('settings.qr.loadFailed')}
            onRetry={() => void (store.isError ? store.refetch() : link.refetch())}
          />
        ) : (
          <div role="status" aria-busy="true" className="flex flex-col items-center gap-4" data-testid="skeleton">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-6 w-40" />
            <Skeleton className="aspect-square w-full max-w-64 rounded-2xl" />
            <Skeleton className="h-10 w-full rounded-xl" />
          </div>
        )}
      </div>
    </>
  );
}
