/** Voucher rows and their API shape; the rule that "expired" is derived lives here. */
import {
  VOUCHER_TYPE_LABELS,
  type PlanRef,
  type Voucher,
  type VoucherListItem,
  type VoucherStatus,
  type VoucherTypeCode,
  type z,
} from '@mbo/contracts';
import { iso, parseJson } from '../format';

export interface VoucherRow {
  id: number;
  store_id: number;
  name: string;
  voucher_type: VoucherTypeCode;
  value: number;
  status: 'draft' | 'published';
  quantity: number | null;
  start_date: string;
  end_date: string | null;
  schedule: string | null;
  category: string | null;
  informations: string;
  terms_and_conditions: string;
  created_at: number;
  updated_at: number;
}

export const voucherType = (code: VoucherTypeCode) => ({ code, label: VOUCHER_TYPE_LABELS[code] });

/**
 * Expired is never stored: a voucher whose end date lies before today (UTC) is expired whatever
 * its stored status, so it expires at midnight without a job rewriting rows.
 */
export function voucherStatus(stored: 'draft' | 'published', endDate: string | null, today: string): VoucherStatus {
  return endDate != null && endDate < today ? 'expired' : stored;
}

/** SQL conditions matching each derived status; each binds today (YYYY-MM-DD) once, positionally. */
export const STATUS_CONDITION: Record<VoucherStatus, string> = {
  expired: 'end_date < ?',
  published: "status = 'published' AND (end_date IS NULL OR ? <= end_date)",
  draft: "status = 'draft' AND (end_date IS NULL OR ? <= end_date)",
};

/** Columns of a list row, in the order `listItemFromRaw` reads them (raw reads are the cheapest on the hot list path). */
export const LIST_COLUMNS =
  'id, name, voucher_type, value, status, quantity, start_date, end_date, category, created_at, updated_at';

/** A raw row in LIST_COLUMNS order → the list item. */
export function listItemFromRaw(r: unknown[], plans: z.infer<typeof PlanRef>[], today: string): VoucherListItem {
  return {
    id: r[0] as number,
    name: r[1] as string,
    status: voucherStatus(r[4] as 'draft' | 'published', r[7] as string | null, today),
    voucher_type: voucherType(r[2] as VoucherTypeCode),
    value: r[3] as number,
    quantity: r[5] as number | null,
    start_date: r[6] as string,
    end_date: r[7] as string | null,
    category: r[8] as VoucherListItem['category'],
    plans,
    created_at: iso(r[9] as number),
    updated_at: iso(r[10] as number),
  };
}

/** `%text%` for LIKE with the text's own wildcards escaped (pair with ESCAPE '\'). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function toVoucher(row: VoucherRow, plans: z.infer<typeof PlanRef>[], today: string): Voucher {
  return {
    id: row.id,
    name: row.name,
    status: voucherStatus(row.status, row.end_date, today),
    voucher_type: voucherType(row.voucher_type),
    value: row.value,
    quantity: row.quantity,
    start_date: row.start_date,
    end_date: row.end_date,
    schedule: parseJson(row.schedule, null),
    category: row.category as Voucher['category'],
    informations: parseJson(row.informations, []),
    terms_and_conditions: row.terms_and_conditions,
    plans,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Groups `{ voucher_id, id, name }` rows into each voucher's plan list. */
export function plansByVoucher(rows: { voucher_id: number; id: number; name: string }[]) {
  const map = new Map<number, z.infer<typeof PlanRef>[]>();
  for (const r of rows) {
    const list = map.get(r.voucher_id) ?? [];
    list.push({ id: r.id, name: r.name });
    map.set(r.voucher_id, list);
  }
  return map;
}
