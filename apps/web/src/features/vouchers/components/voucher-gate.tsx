import type { Voucher } from '@mbo/contracts';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailGate } from '@/components/detail-gate';
import { paths } from '@/lib/paths';

/**
 * Loads one voucher for a page (detail, edit, or the source of a duplicate), with the loading,
 * not-found (unknown or another store's id) and failed states of a detail page.
 */
export function VoucherGate<TQueryFnData, TKey extends readonly unknown[]>({
  read,
  fresh = false,
  children,
}: {
  /** The voucher's read, from the screen's reads (api.ts). */
  read: UseQueryOptions<TQueryFnData, Error, Voucher, TKey>;
  /** Ask the server again even when the cache has it (a form starts from what is stored now). */
  fresh?: boolean;
  children: (voucher: Voucher) => ReactNode;
}) {
  const { t } = useTranslation(['vouchers']);
  return (
    <DetailGate
      read={read}
      fresh={fresh}
      texts={t('vouchers:detail', { returnObjects: true })}
      backTo={paths.vouchers.list()}
    >
      {children}
    </DetailGate>
  );
}
