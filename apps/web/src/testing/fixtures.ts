import type { VoucherListItem } from '@mbo/contracts';

/** A published goodies voucher of the store's list, as the API answers it; `changes` adjust it. */
export const listedVoucher = (id: number, name: string, changes: Partial<VoucherListItem> = {}): VoucherListItem => ({
  id,
  name,
  status: 'published',
  voucher_type: { code: 'GDS', label: 'Goodies' },
  value: 1,
  quantity: null,
  start_date: '2026-01-01',
  end_date: null,
  category: null,
  plans: [],
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-01-01T09:00:00.000Z',
  ...changes,
});
