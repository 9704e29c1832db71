import type { Store } from '@mbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { QueryState, type QueryLike } from '@/components/query-state';
import { SkeletonStack } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { shortLinkQuery, storeReads } from '../api';
import { StoreQrCard } from '../components/store-qr-card';

/** /settings/store-qr/qr: the store's short link (POST /short/generate/store) as a QR code. */
export function Component() {
  const { t } = useTranslation(['settings']);
  const store = useQuery(useReads(storeReads).store);
  const slug = store.data?.slug;
  const link = useQuery({ ...shortLinkQuery(slug ?? ''), enabled: Boolean(slug) });
  // The link needs the store's slug first: both load as one.
  const both: QueryLike<{ store: Store; link: string }> = {
    data: store.data && link.data ? { store: store.data, link: link.data } : undefined,
    error: store.error ?? link.error,
    refetch: () => (store.isError ? store.refetch() : link.refetch()),
  };

  return (
    <>
      <BackHeader title={t('settings:qr.resultTitle')} backTo={paths.settings.storeQr()} />
      <div className="px-5 pb-10 pt-5">
        <QueryState
          query={both}
          failedText={t('settings:qr.loadFailed')}
          skeleton={
            <SkeletonStack
              gap="gap-4"
              className="items-center"
              blocks={['h-6 w-40', 'aspect-square w-full max-w-64 rounded-2xl', 'h-10 w-full rounded-xl']}
            />
          }
        >
          {(loaded) => <StoreQrCard store={loaded.store} link={loaded.link} />}
        </QueryState>
      </div>
    </>
  );
}
