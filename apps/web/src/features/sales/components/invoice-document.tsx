import type { Invoice, InvoiceItem } from '@mbo/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { monthLabel } from '@/lib/format';
import { displayPhone } from '@/lib/phone';
import { useSalesFormat } from '../use-sales-format';

/** A line's billing period in words; the invoice stores it as a number of months. */
function linePeriod(t: TFunction<readonly ['sales']>, item: InvoiceItem): string {
  if (item.billing_months === 1) return t('sales:invoice.period.monthly');
  if (item.billing_months === 12) return t('sales:invoice.period.yearly');
  return t('sales:invoice.period.everyMonths', { count: item.billing_months });
}

const row = 'flex items-baseline justify-between gap-3';

/** A part of the document under its small capital heading, which names it for screen readers. */
function DocumentSection({
  id,
  title,
  spaced = false,
  children,
}: {
  id: string;
  title: string;
  /** A wider gap under the heading, before a table. */
  spaced?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3
        id={id}
        className={`${spaced ? 'mb-2' : 'mb-1'} text-xs font-semibold uppercase tracking-wide text-slate-600`}
      >
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A sum with a line saying whose money it is. */
function NotedSum({ label, note, testId, value }: { label: string; note: string; testId: string; value: string }) {
  return (
    <div className={row}>
      <dt className="text-slate-600">
        {label}
        <span className="block text-xs">{note}</span>
      </dt>
      <dd className="whitespace-nowrap tabular-nums text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * An invoice laid out like a paper one, exactly as issued: the issuer, heading and number, the
 * dates and the month it covers, who it is billed to, the subject, the items at the fans' prices,
 * and the sums (the items add up to the subtotal; subtotal − transaction fee = total). The words
 * come from the issued parameters in the reader's language. It is what gets printed (to PDF), so it
 * reads well in black and white and does not break rows across pages.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation(['sales']);
  const f = useSalesFormat();
  const money = (n: number) => f.money(n, invoice.currency);

  const facts = [
    { key: 'number', label: t('sales:invoice.number'), value: invoice.invoice_number },
    { key: 'invoiceDate', label: t('sales:invoice.invoiceDate'), value: f.day(invoice.invoice_date) },
    { key: 'dueDate', label: t('sales:invoice.dueDate'), value: f.day(invoice.due_date) },
    {
      key: 'period',
      label: t('sales:invoice.servicePeriod'),
      value: `${f.day(invoice.period.from)} – ${f.day(invoice.period.to)}`,
    },
    { key: 'currency', label: t('sales:invoice.currency'), value: invoice.currency },
  ];
  const sums = [
    {
      key: 'subtotal',
      label: t('sales:invoice.subtotal'),
      note: t('sales:invoice.subtotalNote'),
      value: money(invoice.subtotal),
    },
    {
      key: 'fee',
      label: t('sales:invoice.transactionFee'),
      note: t('sales:invoice.transactionFeeNote'),
      value: money(-invoice.transaction_fee),
    },
  ];
  // The spec's three figures, each with whose money it is.
  const meanings = [
    {
      key: 'tendered',
      label: t('sales:invoice.tendered'),
      note: t('sales:invoice.tenderedNote'),
      value: invoice.tendered,
    },
    { key: 'earned', label: t('sales:invoice.earned'), note: t('sales:invoice.earnedNote'), value: invoice.earned },
    { key: 'amount', label: t('sales:invoice.amount'), note: t('sales:invoice.amountNote'), value: invoice.amount },
  ];

  return (
    <article
      aria-labelledby="invoice-heading"
      className="flex flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:rounded-none print:p-0 print:shadow-none print:ring-0"
      data-testid="invoice-document"
    >
      <header className="flex flex-col gap-2 border-b border-slate-200 pb-4">
        <div>
          <p className="text-sm font-semibold text-brand-700" data-testid="invoice-issuer">
            <span className="sr-only">{t('sales:invoice.issuer')}: </span>
            {invoice.issuer.name}
          </p>
          <p className="text-xs text-slate-600">{invoice.issuer.address}</p>
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 id="invoice-heading" className="text-2xl font-semibold text-slate-900">
            {t('sales:invoice.heading')}
          </h2>
          <p className="whitespace-nowrap text-sm font-medium text-slate-700" data-testid="invoice-heading-number">
            {invoice.invoice_number}
          </p>
        </div>
      </header>

      <DocumentSection id="invoice-billed-to" title={t('sales:invoice.billedTo')}>
        <address className="text-sm not-italic text-slate-900" data-testid="invoice-billed-to">
          <span className="block font-semibold">{invoice.billed_to.name}</span>
          <span className="block">{invoice.billed_to.address}</span>
          <span className="block">{displayPhone(invoice.billed_to.phone)}</span>
        </address>
      </DocumentSection>

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

      <DocumentSection id="invoice-subject" title={t('sales:invoice.subject')}>
        <p className="text-sm text-slate-900" data-testid="invoice-subject-text">
          {t('sales:invoice.subjectText', { month: monthLabel(invoice.month, f.locale, true) })}
        </p>
      </DocumentSection>

      <DocumentSection id="invoice-items" title={t('sales:invoice.items')} spaced>
        {/* Two columns fit any phone: quantity and the fan's price sit under each item's plan. */}
        <table className="w-full text-sm" data-testid="invoice-items-table">
          <thead>
            <tr className="border-b border-slate-300 text-left text-xs text-slate-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('sales:invoice.description')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('sales:invoice.lineAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item, i) => (
              <tr key={i} className="break-inside-avoid border-b border-slate-100" data-testid="invoice-item">
                <td className="py-2 pr-3 align-top">
                  <span className="block break-words text-slate-900" data-testid="invoice-item-plan">
                    {item.plan_name} · {linePeriod(t, item)}
                  </span>
                  <span className="block text-xs tabular-nums text-slate-600" data-testid="invoice-item-quantity">
                    {t('sales:invoice.quantityTimesPrice', {
                      quantity: f.number(item.quantity),
                      price: money(item.unit_price),
                    })}
                  </span>
                  <span className="block text-xs tabular-nums text-slate-600">
                    {t('sales:invoice.unitPriceSplit', { price: money(item.price), fee: money(item.fee) })}
                  </span>
                </td>
                <td
                  className="whitespace-nowrap py-2 text-right align-top tabular-nums text-slate-900"
                  data-testid="invoice-item-amount"
                >
                  {money(item.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </DocumentSection>

      <div className="flex break-inside-avoid flex-col gap-4">
        <dl className="flex flex-col gap-1 text-sm">
          {sums.map((sum) => (
            <NotedSum key={sum.key} label={sum.label} note={sum.note} testId={`invoice-${sum.key}`} value={sum.value} />
          ))}
          <div className={`${row} mt-1 border-t border-slate-300 pt-2`}>
            <dt className="font-semibold text-slate-900">
              {t('sales:invoice.total')}
              <span className="block text-xs font-normal text-slate-600">{t('sales:invoice.totalNote')}</span>
            </dt>
            <dd
              className="whitespace-nowrap text-base font-semibold tabular-nums text-slate-900"
              data-testid="invoice-total"
            >
              {money(invoice.total)}
            </dd>
          </div>
        </dl>
        <dl className="flex flex-col gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm print:bg-transparent print:px-0">
          {meanings.map((m) => (
            <NotedSum key={m.key} label={m.label} note={m.note} testId={`invoice-${m.key}`} value={money(m.value)} />
          ))}
        </dl>
      </div>
    </article>
  );
}
