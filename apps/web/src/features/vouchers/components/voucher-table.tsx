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
  const columns: Column<VoucherListItem>[] = [
    {
      key: 'name',
      header: t('vouchers:list.name'),
      // Below 360 px the type column gives its room to the name and shows under it.
      cell: (v) => (
        <>
          {v.name}
          <span className="mt-0.5 block text-xs font-normal text-slate-600 min-[360px]:hidden">
            {t(`common:voucher.types.${v.voucher_type.code}`)}
          </span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('vouchers:list.status'),
      className: 'w-[6.75rem]',
      cell: (v) => <StatusBadge tone={STATUS_TONE[v.status]}>{t(`common:voucher.statuses.${v.status}`)}</StatusBadge>,
    },
    {
      key: 'type',
      header: t('vouchers:list.type'),
      className: 'hidden w-[5.75rem] text-[13px] leading-snug text-slate-700 min-[360px]:table-cell',
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
