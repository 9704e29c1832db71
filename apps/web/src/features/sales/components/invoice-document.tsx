import type { Invoice } from '@mbo/contracts';
import { useTranslation } from 'react-i18next';
import { displayPhone } from '@/lib/phone';
import { useSalesFormat } from '../use-sales-format';

/**
 * An invoice laid out like a paper one: heading and number, the dates, who it is billed to, the
 * subject, the items, and the sums. It is what gets printed (to PDF), so it reads well in black
 * and white and does not break rows across pages.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const f = useSalesFormat();
  const money = (n: number) => f.money(n, invoice.currency);

  const facts = [
    { key: 'number', label: t('sales.invoice.number'), value: invoice.invoice_number },
    { key: 'invoiceDate', label: t('sales.invoice.invoiceDate'), value: f.day(invoice.invoice_date) },
    { key: 'dueDate', label: t('sales.invoice.dueDate'), value: f.day(invoice.due_date) },
    { key: 'currency', label: t('sales.invoice.currency'), value: invoice.currency },
  ];
  const sums = [
    { key: 'amount', label: t('sales.invoice.amount'), value: money(invoice.amount) },
    { key: 'subtotal', label: t('sales.invoice.subtotal'), value: money(invoice.subtotal) },
    { key: 'fee', label: t('sales.invoice.transactionFee'), value: money(-invoice.transaction_fee) },
  ];

  const row = 'flex items-baseline justify-between gap-3';

  return (
    <article
      aria-labelledby="invoice-heading"
      className="flex flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:rounded-none print:p-0 print:shadow-none print:ring-0"
      data-testid="invoice-document"
    >
      <header className="flex items-start justify-between gap-3 border-b border-slate-200 pb-4">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{t('common.app.name')}</p>
          <h2 id="invoice-heading" className="text-2xl font-semibold text-slate-900">
            {t('sales.invoice.heading')}
          </h2>
        </div>
        <p className="break-all text-right text-sm font-medium text-slate-700" data-testid="invoice-heading-number">
          {invoice.invoice_number}
        </p>
      </header>

      <section aria-labelledby="invoice-billed-to">
        <h3 id="invoice-billed-to" className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
          {t('sales.invoice.billedTo')}
        </h3>
        <address className="text-sm not-italic text-slate-900" data-testid="invoice-billed-to">
          <span className="block font-semibold">{invoice.billed_to.name}</span>
          <span className="block">{invoice.billed_to.address}</span>
          <span className="block">{displayPhone(invoice.billed_to.phone)}</span>
        </address>
      </section>

      <dl className="flex flex-col gap-1 text-sm" data-testid="invoice-facts">
        {facts.map((fact) => (
          <div key={fact.key} className={row}>
            <dt className="text-slate-600">{fact.label}</dt>
            <dd className="text-right font-medium text-slate-900" data-testid={`invoice-${fact.key}`}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="invoice-subject">
        <h3 id="invoice-subject" className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
          {t('sales.invoice.subject')}
        </h3>
        <p className="text-sm text-slate-900" data-testid="invoice-subject-text">
          {invoice.subject}
        </p>
      </section>

      <section aria-labelledby="invoice-items">
        <h3 id="invoice-items" className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
          {t('sales.invoice.items')}
        </h3>
        {/* Two columns fit any phone: quantity and unit price sit under each item's description. */}
        <table className="w-full text-sm" data-testid="invoice-items-table">
          <thead>
            <tr className="border-b border-slate-300 text-left text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('sales.invoice.description')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('sales.invoice.lineAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item, i) => (
              <tr key={i} className="break-inside-avoid border-b border-slate-100" data-testid="invoice-item">
                <td className="py-2 pr-3 align-top">
                  <span className="block break-words text-slate-900">{item.description}</span>
                  <span className="block text-xs tabular-nums text-slate-600">
                    {t('sales.invoice.quantityTimesPrice', {
                      quantity: f.number(item.quantity),
                      price: money(item.unit_price),
                    })}
                  </span>
                </td>
                <td className="whitespace-nowrap py-2 text-right align-top tabular-nums text-slate-900">
                  {money(item.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <div className="flex break-inside-avoid flex-col gap-4">
        <dl className="flex flex-col gap-1 text-sm">
          {sums.map((sum) => (
            <div key={sum.key} className={row}>
              <dt className="text-slate-600">{sum.label}</dt>
              <dd className="tabular-nums text-slate-900" data-testid={`invoice-${sum.key}`}>
                {sum.value}
              </dd>
            </div>
          ))}
          <div className={`${row} mt-1 border-t border-slate-300 pt-2`}>
            <dt className="font-semibold text-slate-900">{t('sales.invoice.total')}</dt>
            <dd className="text-base font-semibold tabular-nums text-slate-900" data-testid="invoice-total">
              {money(invoice.total)}
            </dd>
          </div>
        </dl>
        <dl className="flex flex-col gap-1 rounded-xl bg-slate-50 px-3 py-2 text-sm print:bg-transparent print:px-0">
          <div className={row}>
            <dt className="text-slate-600">{t('sales.invoice.tendered')}</dt>
            <dd className="tabular-nums text-slate-900" data-testid="invoice-tendered">
              {money(invoice.tendered)}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-slate-600">{t('sales.invoice.earned')}</dt>
            <dd className="tabular-nums text-slate-900" data-testid="invoice-earned">
              {money(invoice.earned)}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
