import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronRight, Icon } from '@/components/icons';
import { PagedListCard } from '@/components/list/paged-list-card';
import { monthLabel } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useReads } from '@/lib/reads';
import { invoicesQuery, mySalesReads } from '../api';
import { useSalesFormat } from '../use-sales-format';
import salesArt from '@/components/art/sales.svg';

/**
 * The monthly invoices, newest first; each row is a link to its document (subject and number, the
 * date, the total), stacked so it fits a phone at any text length.
 */
export function InvoiceList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(['sales']);
  const f = useSalesFormat();
  // The first page is the screen's read, asked for as the route matched; later pages are asked here.
  const { invoices } = useReads(mySalesReads);
  const query = useQuery(page === 1 ? invoices : invoicesQuery(page));

  return (
    <PagedListCard
      art={salesArt}
      texts={t('sales:invoices', { returnObjects: true })}
      testId="invoice-list"
      query={query}
      page={page}
      onPage={onPage}
      listTestId="invoice-rows"
      listClassName="-mx-2"
    >
      {(i) => (
        <li key={i.id} data-testid="invoice-row">
          <Link
            to={paths.settings.invoice(i.id)}
            className="flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium text-slate-900">
                {t('sales:invoice.subjectText', { month: monthLabel(i.month, f.locale, true) })}
              </span>
              <span className="block text-xs text-slate-600">
                {i.invoice_number} · {f.day(i.invoice_date)}
              </span>
            </span>
            <span className="shrink-0 text-sm font-semibold tabular-nums text-slate-900">
              <span className="sr-only">{t('sales:invoices.total')}: </span>
              {f.money(i.total, i.currency)}
            </span>
            <Icon icon={ChevronRight} className="h-4 w-4 shrink-0 text-slate-500" />
          </Link>
        </li>
      )}
    </PagedListCard>
  );
}
