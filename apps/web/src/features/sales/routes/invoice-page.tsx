import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Download, Icon } from '@/components/icons';
import { Skeleton } from '@/components/skeleton';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { invoiceQuery } from '../api';
import { InvoiceDocument } from '../components/invoice-document';

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-xl px-4 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** An id the API could know: a whole number from 1 (anything else is not found without asking). */
const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);

/**
 * One invoice as a document, with "download as PDF": the browser's print dialog, where the
 * print stylesheet leaves only the invoice on the page.
 */
export function Component() {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const { data, error, refetch } = useQuery({ ...invoiceQuery(id ?? 0), enabled: id !== null });
  const notFound = id === null || (isApiError(error) && (error.status === 404 || error.status === 422));

  return (
    <>
      <div className="print:hidden">
        <BackHeader title={t('sales.invoice.title')} backTo={paths.settings.mySales()} />
      </div>
      <div className="flex flex-col gap-4 px-4 pb-10 pt-4 print:p-0">
        {notFound ? (
          <div className="flex flex-col items-center gap-3" data-testid="invoice-not-found">
            <EmptyState text={t('sales.invoice.notFound')} hint={t('sales.invoice.notFoundHint')} />
            <Link to={paths.settings.mySales()} className={linkClass}>
              {t('sales.invoice.back')}
            </Link>
          </div>
        ) : error ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 text-sm text-slate-700"
            data-testid="invoice-failed"
          >
            <p>{isApiError(error) ? error.userMessage : t('common.errors.connection')}</p>
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('common.actions.retry')}
            </Button>
          </div>
        ) : !data ? (
          <div
            role="status"
            aria-busy="true"
            className="flex flex-col gap-5 rounded-2xl p-4 ring-1 ring-slate-200"
            data-testid="skeleton"
          >
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-8 w-32" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-16 w-2/3 self-end" />
          </div>
        ) : (
          <>
            <InvoiceDocument invoice={data} />
            <div className="flex flex-col gap-1 print:hidden">
              <Button
                block
                onClick={() => window.print()}
                data-testid="invoice-print"
                icon={<Icon icon={Download} className="h-4 w-4" />}
              >
                {t('sales.invoice.print')}
              </Button>
              <p className="text-center text-xs text-slate-600">{t('sales.invoice.printHint')}</p>
            </div>
          </>
        )}
      </div>
    </>
  );
}
