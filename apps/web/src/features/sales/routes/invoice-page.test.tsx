import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { renderScreen, stubEndpoints } from '@/testing';
import { invoice } from '../test-data';
import { Component as InvoicePage } from './invoice-page';

afterEach(() => vi.unstubAllGlobals());

const render = (id: string) =>
  renderScreen(<InvoicePage />, { path: '/settings/my-sales/:id', url: `/settings/my-sales/${id}` });

/** Each `invoice-<field>` shows its text. */
function expectFields(fields: Record<string, string>) {
  for (const [field, text] of Object.entries(fields)) {
    expect(screen.getByTestId(`invoice-${field}`), field).toHaveTextContent(text);
  }
}

/** Invoice 7 as the API answers it, opened. */
async function openInvoice() {
  stubEndpoints().on('invoice', { data: invoice() });
  await render('7');
}

describe('invoice', () => {
  it('is laid out like an invoice, as issued, money and dates in the locale, and adds up', async () => {
    await openInvoice();
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    const doc = await screen.findByTestId('invoice-document');
    expect(within(doc).getByRole('heading', { name: 'Invoice' })).toBeInTheDocument();
    expectFields({
      issuer: 'Fanclub Marketplace GmbH',
      number: 'INV-0001-0012',
      invoiceDate: '1 Nov 2026',
      dueDate: '15 Nov 2026',
      period: '1 Oct 2026 – 31 Oct 2026',
      currency: 'EUR',
      'billed-to': 'Café Morgenrot',
      'subject-text': 'Subscription sales October 2026',
      item: 'Coffee Lover · monthly3 × €21.89€19.90 your price + €1.99 fan fee€65.67',
      subtotal: '€65.67',
      fee: '-€5.97',
      total: '€59.70',
      tendered: '€65.67',
      earned: '€59.70',
      amount: '€59.70',
    });
    expect(screen.getByTestId('invoice-billed-to')).toHaveTextContent('+49 15112345678');
    expect(doc).toHaveTextContent('Chausseestraße 86, 10115 Berlin, Germany');
    expect(doc).toHaveTextContent(/Fan fees\s*kept by the platform/);
  });

  it('words the issued lines in German', async () => {
    await openInvoice();
    const doc = await screen.findByTestId('invoice-document');
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText('Abo-Verkäufe Oktober 2026')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-item')).toHaveTextContent('Coffee Lover · monatlich');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('59,70 €');
    expect(doc).not.toHaveTextContent('Subscription');
  });

  it('prints to PDF through the browser', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await openInvoice();
    await userEvent.click(await screen.findByRole('button', { name: 'Download as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('an unknown id is not found, with the way back', async () => {
    stubEndpoints().on('invoice', {
      status: 404,
      body: { status: 404, user_message: 'Invoice not found', errors: {} },
    });
    await render('99999');
    expect(await screen.findByText('This invoice does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my sales' })).toHaveAttribute('href', '/settings/my-sales');
    expect(screen.queryByTestId('error-toast')).toBeNull();
  });

  it('an id that cannot be one is not found without asking', async () => {
    const api = stubEndpoints();
    await render('abc');
    expect(screen.getByText('This invoice does not exist')).toBeInTheDocument();
    expect(api.mock).not.toHaveBeenCalled();
  });
});
