import type { VoucherListQuery, VoucherStatus, VoucherTypeCode } from '@mbo/contracts';
import { PAGE_SIZE } from './api';

/** The contract's type codes, in the order the filters list them. */
export const TYPE_CODES = ['DFP', 'DPR', 'GDS'] as const satisfies readonly VoucherTypeCode[];

/** The list's filters, as the URL names them. */
export const FILTER_KEYS = ['type', 'status'] as const;
const STATUSES: readonly string[] = ['draft', 'published', 'expired'] satisfies VoucherStatus[];

/** A filter value from the URL, or none when it is not one the API knows. */
const known = <T extends string>(value: string, allowed: readonly string[]) =>
  allowed.includes(value) ? (value as T) : undefined;

/** The list call for what the URL says (lib/use-list-params); unknown filter values are not sent. */
export function voucherListInput(list: {
  q: string;
  page: number;
  filters: Record<(typeof FILTER_KEYS)[number], string>;
}): VoucherListQuery {
  return {
    q: list.q || undefined,
    voucher_type: known<VoucherTypeCode>(list.filters.type, TYPE_CODES),
    status: known<VoucherStatus>(list.filters.status, STATUSES),
    page: list.page,
    size: PAGE_SIZE,
  };
}
