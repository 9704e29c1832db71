/** Voucher rules that do not need the database. */
import { VOUCHER_TYPE_LABELS, type VoucherStatus, type VoucherTypeCode } from '@mbo/contracts';

export const voucherType = (code: VoucherTypeCode) => ({ code, label: VOUCHER_TYPE_LABELS[code] });

/**
 * Expired is never stored: a voucher whose end date lies before today (UTC) is expired whatever
 * its stored status, so it expires at midnight without a job rewriting rows.
 */
export function voucherStatus(stored: 'draft' | 'published', endDate: string | null, today: string): VoucherStatus {
  return endDate != null && endDate < today ? 'expired' : stored;
}
