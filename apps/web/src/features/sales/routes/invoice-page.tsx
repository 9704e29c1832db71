import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { Button } from '@/components/button';
import { Download, Icon } from '@/components/icons';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { invoiceReads } from '../api';
import { InvoiceDocument } from '../components/invoice-document';

/**
 * One invoice as a document, with "download as PDF": the browser's print dialog, where the
 * print stylesheet leaves only the invoice on the page.
 */
export function Component() {
  const { t } = useTranslation(['sales']);
  const { invoice } = useReads(invoiceReads);
  const query = useQuery(invoice);

  return (
    <>
      <div className="print:hidden">
        <BackHeader title={t('sales:invoice.title')} backTo={paths.settings.mySales()} />
      </div>
      <div className="flex flex-col gap-4 px-4 pb-10 pt-4 print:p-0">
        <QueryState
          query={query}
          invalid={invoice.enabled === false}
          skeleton={
            <div className="flex flex-col gap-5 rounded-2xl p-4 ring-1 ring-slate-200">
              <Skeleton className="h-8 w-32" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-16 w-2/3 self-end" />
            </div>
          }
          notFound={{
            text: t('sales:invoice.notFound'),
            hint: t('sales:invoice.notFoundHint'),
            backTo: paths.settings.mySales(),
            backLabel: t('sales:invoice.back'),
          }}
          failedText={t('sales:invoice.failed')}
        >
          {(data) => (
            <>
              <InvoiceDocument invoice={data} />
              <div className="flex flex-col gap-1 print:hidden">
                <Button
                  block
                  onClick={() => window.print()}
                  data-testid="invoice-print"
                  icon={<Icon icon={Download} className="h-4 w-4" />}
                >
                  {t('sales:invoice.print')}
                </Button>
                <p className="text-center text-xs text-slate-600">{t('sales:invoice.printHint')}</p>
              </div>
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}
