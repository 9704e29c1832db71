import type { Broadcast } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/list/data-table';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/lib/paths';
import { STATUS_VIEW } from '../list-params';
import { broadcastDate, broadcastTime } from '../schedule';

/**
 * Broadcasts as a table: plan and voucher, date and time (in the device's time zone), status; the
 * five values share three columns, each pair stacked. On a phone each broadcast is a stacked row:
 * plan and voucher beside the status, the date and time on one line under them.
 */
export function BroadcastTable({
  rows,
  loading,
  stale,
}: {
  rows: Broadcast[] | undefined;
  loading: boolean;
  stale: boolean;
}) {
  const { t, i18n } = useTranslation(['broadcasts']);
  const locale = i18n.language;
  const columns: Column<Broadcast>[] = [
    {
      key: 'plan',
      header: t('broadcasts:list.columns.plan'),
      cell: (b) => (
        <>
          <span className="block break-words text-sm font-medium text-slate-900" data-testid="broadcast-plan">
            {b.plan_name}
          </span>
          <span className="mt-0.5 block break-words text-xs font-normal text-slate-600" data-testid="broadcast-voucher">
            {b.voucher_name}
          </span>
        </>
      ),
    },
    {
      key: 'when',
      header: t('broadcasts:list.columns.when'),
      className: 'w-[9.5rem] whitespace-nowrap',
      // Stacked, date and time share one line under the plan: "12. Dezember 2026, 11:30".
      cell: (b, stacked) =>
        stacked ? (
          <span className="whitespace-nowrap">
            <span data-testid="broadcast-date">{broadcastDate(b.scheduled_at, locale)}</span>
            {/* Without a time one dash says it. */}
            {b.scheduled_at && (
              <>
                {', '}
                <span data-testid="broadcast-time">{broadcastTime(b.scheduled_at, locale)}</span>
              </>
            )}
          </span>
        ) : (
          <>
            <span className="block text-[13px] leading-5 text-slate-900" data-testid="broadcast-date">
              {broadcastDate(b.scheduled_at, locale)}
            </span>
            <span className="mt-0.5 block text-xs text-slate-600" data-testid="broadcast-time">
              {broadcastTime(b.scheduled_at, locale)}
            </span>
          </>
        ),
    },
    {
      key: 'status',
      header: t('broadcasts:list.columns.status'),
      className: 'w-[5.5rem] text-right',
      place: 'aside',
      cell: (b) => (
        <StatusBadge tone={STATUS_VIEW[b.status].tone}>
          {t(`broadcasts:status.${STATUS_VIEW[b.status].key}`)}
        </StatusBadge>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('broadcasts:list.caption')}
      columns={columns}
      rows={rows}
      rowKey={(b) => b.id}
      rowHref={(b) => paths.broadcasts.detail(b.id)}
      loading={loading}
      stale={stale}
      testId="broadcast-table"
    />
  );
}
