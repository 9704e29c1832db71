import type { InvoiceSummary } from '@mbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { DataTable, type Column } from '../../../components/list/data-table';
import { Pager } from '../../../components/list/pager';
import { paths } from '../../../lib/paths';
import { clampPage } from '../../../lib/use-list-params';
import { invoicesQuery } from '../api';
import { useSalesFormat } from '../use-sales-format';

/** The monthly invoices, newest first; each opens as a document. */
export function InvoiceList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const f = useSalesFormat();
  const { data, isPlaceholderData } = useQuery(invoicesQuery(page));
  const totalPages = data?.paginate.total_pages ?? 0;

  const columns: Column<InvoiceSummary>[] = [
    {
      key: 'subject',
      header: t('sales.invoices.invoice'),
      cell: (i) => (
        <>
          <span className="block">{i.subject}</span>
          <span className="block text-xs font-normal text-slate-600">{i.invoice_number}</span>
        </>
      ),
    },
    { key: 'date', header: t('sales.invoices.date'), cell: (i) => f.day(i.invoice_date), className: 'w-[30%]' },
    {
      key: 'total',
      header: t('sales.invoices.total'),
      cell: (i) => <span className="tabular-nums">{f.money(i.total, i.currency)}</span>,
      className: 'w-[24%] text-right',
    },
  ];

  return (
    <Card title={t('sales.invoices.title')} testId="invoice-list">
      {data && data.paginate.total_entries === 0 ? (
        <EmptyState text={t('sales.invoices.empty')} hint={t('sales.invoices.emptyHint')} />
      ) : (
        <>
          <DataTable
            caption={t('sales.invoices.title')}
            columns={columns}
            rows={data?.data}
            rowKey={(i) => i.id}
            rowHref={(i) => paths.settings.invoice(i.id)}
            loading={!data}
            stale={isPlaceholderData}
            skeletonRows={3}
            testId="invoice-table"
          />
          <Pager page={clampPage(page, totalPages)} totalPages={totalPages} onPage={onPage} />
        </>
      )}
    </Card>
  );
}
