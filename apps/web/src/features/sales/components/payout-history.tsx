import type { Payout } from '@mbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { DataTable, type Column } from '../../../components/list/data-table';
import { Pager } from '../../../components/list/pager';
import { clampPage } from '../../../lib/use-list-params';
import { payoutsQuery } from '../api';
import { useSalesFormat } from '../use-sales-format';
import { PayoutStatus } from './payout-status';

/** Every payout the store asked for, newest first: date, amount, status and action; paged. */
export function PayoutHistory({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const f = useSalesFormat();
  const { data, isPlaceholderData } = useQuery(payoutsQuery(page));
  const totalPages = data?.paginate.total_pages ?? 0;

  const columns: Column<Payout>[] = [
    { key: 'date', header: t('sales.payouts.date'), cell: (p) => f.date(p.requested_at), className: 'w-[30%]' },
    {
      key: 'amount',
      header: t('sales.payouts.amount'),
      cell: (p) => <span className="tabular-nums">{f.money(p.amount, p.currency)}</span>,
      className: 'w-[26%] text-right',
    },
    { key: 'status', header: t('sales.payouts.status.label'), cell: (p) => <PayoutStatus status={p.status} /> },
    { key: 'action', header: t('sales.payouts.action.label'), cell: (p) => t(`sales.payouts.action.${p.action}`) },
  ];

  return (
    <Card title={t('sales.payouts.title')} testId="payout-history">
      {data && data.paginate.total_entries === 0 ? (
        <EmptyState text={t('sales.payouts.empty')} hint={t('sales.payouts.emptyHint')} />
      ) : (
        <>
          <DataTable
            caption={t('sales.payouts.title')}
            columns={columns}
            rows={data?.data}
            rowKey={(p) => p.id}
            loading={!data}
            stale={isPlaceholderData}
            skeletonRows={3}
            testId="payout-table"
          />
          <Pager page={clampPage(page, totalPages)} totalPages={totalPages} onPage={onPage} />
        </>
      )}
    </Card>
  );
}
