import type { Voucher } from '@mbo/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { CardsSkeleton } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { parseRouteId } from '@/lib/route-id';
import { voucherQuery } from '../api';

/**
 * Loads one voucher for a page (detail, edit, or the source of a duplicate), with the loading,
 * not-found (unknown or another store's id) and failed states of a detail page.
 */
export function VoucherGate({
  id: param,
  fresh = false,
  children,
}: {
  /** The id as the URL has it. */
  id: string | null | undefined;
  /** Ask the server again even when the cache has it (a form starts from what is stored now). */
  fresh?: boolean;
  children: (voucher: Voucher) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = parseRouteId(param ?? undefined);
  const query = useQuery({
    ...voucherQuery(id ?? 0),
    enabled: id !== null,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
  return (
    <QueryState
      query={fresh && query.isFetching && !query.isFetchedAfterMount ? { ...query, data: undefined } : query}
      invalid={id === null}
      className="px-4 py-4"
      skeleton={<CardsSkeleton />}
      notFound={{
        text: t('vouchers.detail.notFoundTitle'),
        hint: t('vouchers.detail.notFoundText'),
        backTo: paths.vouchers.list(),
        backLabel: t('vouchers.detail.backToList'),
      }}
      failedText={t('vouchers.detail.loadFailed')}
    >
      {children}
    </QueryState>
  );
}
