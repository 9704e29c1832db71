import type { Voucher } from '@mbo/contracts';
import type { ReactNode } from 'react';
import { DetailGate } from '@/components/detail-gate';
import { paths } from '@/lib/paths';
import { parseRouteId } from '@/lib/route-id';
import { voucherQuery } from '../api';

/**
 * Loads one voucher for a page (detail, edit, or the source of a duplicate), with the loading,
 * not-found (unknown or another store's id) and failed states of a detail page.
 */
export function VoucherGate({
  id,
  fresh = false,
  children,
}: {
  /** The id as the URL has it. */
  id: string | null | undefined;
  /** Ask the server again even when the cache has it (a form starts from what is stored now). */
  fresh?: boolean;
  children: (voucher: Voucher) => ReactNode;
}) {
  return (
    <DetailGate
      query={voucherQuery}
      id={parseRouteId(id ?? undefined)}
      fresh={fresh}
      texts="vouchers.detail"
      backTo={paths.vouchers.list()}
    >
      {children}
    </DetailGate>
  );
}
