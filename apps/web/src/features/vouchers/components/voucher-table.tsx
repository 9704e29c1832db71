import type { VoucherListItem } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/list/data-table';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/lib/paths';
import { STATUS_TONE } from '../voucher-display';

/** The voucher list as a table: name (the row's link), status badge, type label. */
export function VoucherTable({
  rows,
  loading,
  stale,
}: {
  rows: VoucherListItem[] | undefined;
  loading: boolean;
  stale: boolean;
}) {
  const { t } = useTranslation(['vouchers', 'common']);
  // On a phone each voucher is a stacked row: the name beside its status, the type under it.
  const columns: Column<VoucherListItem>[] = [
    {
      key: 'name',
      header: t('vouchers:list.name'),
      cell: (v) => v.name,
    },
    {
      key: 'status',
      header: t('vouchers:list.status'),
      className: 'w-[6.75rem]',
      place: 'aside',
      cell: (v) => <StatusBadge tone={STATUS_TONE[v.status]}>{t(`common:voucher.statuses.${v.status}`)}</StatusBadge>,
    },
    {
      key: 'type',
      header: t('vouchers:list.type'),
      className: 'w-[7.5rem] text-[13px] leading-snug text-slate-700',
      cell: (v) => t(`common:voucher.types.${v.voucher_type.code}`),
    },
  ];
  return (
    <DataTable
      caption={t('vouchers:list.caption')}
      columns={columns}
      rows={rows}
      rowKey={(v) => v.id}
      rowHref={(v) => paths.vouchers.detail(v.id)}
      loading={loading}
      stale={stale}
      skeletonRows={10}
      testId="voucher-table"
    />
  );
}
