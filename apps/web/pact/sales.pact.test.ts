import {
  Balance,
  Invoice,
  InvoiceSummary,
  Payout,
  ProviderLink,
  SalesReportPage,
  endpoints,
  feeCents,
  envelope,
} from '@mbo/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  balanceQuery,
  invoiceQuery,
  invoicesQuery,
  payoutsQuery,
  providerLoginQuery,
  salesReportQuery,
  useDownloadSalesCsv,
  useStartActivation,
  useWithdraw,
} from '@/features/sales/api';
import { storeData } from '@/features/settings/test-data';
import { endpointKey } from '@/lib/endpoint-query';
import {
  bearer,
  COFFEE_PLAN,
  errorBody,
  exampleData,
  fetchQuery,
  fillPath,
  firstPage,
  newPact,
  onePage,
  pathFromState,
  runMutation,
  sentRequests,
  state,
} from './support/pact';
import { matchersFor } from './support/zod-matchers';

/**
 * The CSV is saved through the browser (lib/save-file): an object URL for the file, and a click on
 * a link that names it. Here the file is caught as its URL is made, and the name as the link is
 * clicked, which goes nowhere. (The test files share one module cache, so the module is not
 * replaced: a file that imported it earlier would keep the real one.) Both are undone when the
 * test ends, passed or failed: the files share one DOM too.
 */
function catchDownload(): { file?: Blob; name?: string } {
  const caught: { file?: Blob; name?: string } = {};
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(file: Blob) {
        caught.file = file;
        return 'blob:download';
      }
      static override revokeObjectURL() {}
    },
  );
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof HTMLAnchorElement && event.target.download) {
      caught.name = event.target.download;
      event.preventDefault();
    }
  };
  document.addEventListener('click', onClick, true);
  onTestFinished(() => {
    document.removeEventListener('click', onClick, true);
    vi.unstubAllGlobals();
  });
  return caught;
}

const { interaction, call, answers, signedIn } = newPact();

// Example id; the provider's state hands back its own (fromProviderState).
const INVOICE_ID = 7;

/** The state's sales: two payments of one fan this month, and a payout already paid. */
const SALES = {
  username: 'lena.k',
  planName: COFFEE_PLAN,
  price: 19.9,
  paidAt: ['2026-11-10T12:00:00.000Z', '2026-11-12T12:00:00.000Z'],
  paidOut: 10,
};
const PRICE_CENTS = Math.round(SALES.price * 100);
/** The fan fee on the price, by the one fee rule. */
const FEE = feeCents(PRICE_CENTS) / 100;
/** What a fan paid per payment: the price and the fee on top. */
const GROSS = (PRICE_CENTS + feeCents(PRICE_CENTS)) / 100;
/**
 * What the store earned: this month's payments and the one made on subscribing last month (the
 * month the state's invoice covers).
 */
const EARNED = ((SALES.paidAt.length + 1) * PRICE_CENTS) / 100;
/** What the store earned, less the payout: what a withdrawal asks for. */
const AVAILABLE = (EARNED * 100 - SALES.paidOut * 100) / 100;
const times = (n: number, euros: number) => Math.round(n * euros * 100) / 100;
const money = (n: number) => n.toFixed(2);

const paid: Payout = {
  id: 3,
  amount: SALES.paidOut,
  currency: 'EUR',
  status: 'paid',
  action: 'withdraw',
  requested_at: '2026-11-02T09:00:00.000Z',
  decided_at: '2026-11-04T09:00:00.000Z',
};
const pending: Payout = { ...paid, id: 4, amount: AVAILABLE, status: 'pending', decided_at: null };
const link = (page: string) =>
  matchersFor(envelope(ProviderLink), {
    data: {
      url: `https://provider.example/${page}?account=acct_1MorgenrotDemo01`,
      expires_at: '2026-11-15T13:00:00.000Z',
    },
  });
const summary: InvoiceSummary = {
  id: INVOICE_ID,
  invoice_number: 'INV-0001-0001',
  subject: 'Subscription sales October 2026',
  month: '2026-10',
  invoice_date: '2026-11-01',
  due_date: '2026-11-15',
  currency: 'EUR',
  total: 19.9,
};
/**
 * A text body compared as text. Pact's `body()` stores any other type as binary and checks only its
 * sniffed type (which reads CSV as text/plain); the core's text body is what jsonBody() uses too.
 */
function textBody<B extends object>(builder: B, contentType: string, text: string): B {
  const core = (builder as unknown as { interaction: { withResponseBody(body: string, type: string): void } })
    .interaction;
  core.withResponseBody(text, contentType);
  return builder;
}

/** The text of a saved file, a byte order mark included (jsdom's Blob has no text()). */
const readText = (file: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(file);
  });
/** A withdrawal has no body and names no Content-Type: the provider must take it as it is. */
const expectBodyless = (sent: { headers: Headers; body: unknown }[]) => {
  expect(sent).toHaveLength(1);
  expect(sent[0]!.headers.has('content-type')).toBe(false);
  expect(sent[0]!.body).toBeUndefined();
};
const NOVEMBER = { from: '2026-11-01', to: '2026-11-15' };

/** The store with sales asks for the first page (of five) of one of its lists, and gets `body`. */
const answersFirstPage = (
  list: string,
  endpoint: { method: string; path: string },
  body: unknown,
  send: () => Promise<unknown>,
) =>
  answers(
    call(state('storeWithSales', SALES), `a request for the first page of ${list}`, endpoint, {
      query: { page: '1', size: '5' },
    }),
    body,
    send,
  );

describe('my sales', () => {
  it('loads the balance', () => {
    const body = matchersFor(envelope(Balance), {
      data: {
        available: AVAILABLE,
        pending_payout: 0,
        paid_out: SALES.paidOut,
        earned: EARNED,
        currency: 'EUR',
        is_activated: true,
      },
    });
    return answers(
      call(state('storeWithSales', SALES), 'a request for the balance', endpoints.balance),
      body,
      () => fetchQuery(balanceQuery()),
      { seen: exampleData },
    );
  });

  it('loads the first page of the payout history', () =>
    answersFirstPage('payouts', endpoints.payouts, firstPage(Payout, [paid], 5), () => fetchQuery(payoutsQuery(1))));

  it('withdraws the available balance: a pending payout', () => {
    const body = matchersFor(envelope(Payout), { data: pending });
    return call(state('storeWithSales', SALES), 'a withdrawal of the available balance', endpoints.withdraw)
      .willRespondWith(201, (b) => b.jsonBody(body))
      .executeTest(
        signedIn(async () => {
          const sent = await sentRequests(async () => {
            const res = await runMutation(useWithdraw, {});
            expect(res.data).toMatchObject({ status: 'pending', amount: AVAILABLE });
          });
          expectBodyless(sent);
        }),
      );
  });

  it('refuses a withdrawal before activation (409) with a message for people', () =>
    call(state('storeNotActivated'), 'a withdrawal by a store that is not activated', endpoints.withdraw)
      .willRespondWith(409, (b) => b.jsonBody(errorBody(409, [], 'Your store is not activated for payouts yet')))
      .executeTest(
        signedIn(async () => {
          const sent = await sentRequests(() =>
            expect(runMutation(useWithdraw, {})).rejects.toMatchObject({
              status: 409,
              userMessage: 'Your store is not activated for payouts yet',
            }),
          );
          expectBodyless(sent);
        }),
      ));

  it('starts the payment-provider onboarding with the e-mail and the country', () => {
    const body = link('onboarding');
    const request = { email: 'inhaber@blumen-lindner.example', country: 'DE' };
    return answers(
      call(
        state('storeNotActivated'),
        'a payment-provider sub-account for a store that is not activated',
        endpoints.providerSubAccount,
        { body: request },
      ),
      body,
      () => runMutation(useStartActivation, { body: request }),
    );
  });

  it("opens the payment provider's dashboard of an activated store", () => {
    const body = link('dashboard');
    return answers(
      call(
        state('storeWithSales', SALES),
        'a request for the payment-provider dashboard link',
        endpoints.providerLogin,
      ),
      body,
      () => fetchQuery(providerLoginQuery()),
    );
  });
});

describe('invoices', () => {
  it('lists the first page of invoices', () =>
    answersFirstPage('invoices', endpoints.invoices, firstPage(InvoiceSummary, [summary], 5), () =>
      fetchQuery(invoicesQuery(1)),
    ));

  it('loads one invoice with everything it shows', () => {
    const invoice: Invoice = {
      ...summary,
      period: { from: '2026-10-01', to: '2026-10-31' },
      issuer: { name: 'Fanclub Marketplace GmbH', address: 'Chausseestraße 86, 10115 Berlin, Germany' },
      billed_to: { name: 'Café Morgenrot', address: 'Friedrichstraße 43, 10117 Berlin', phone: '+49.15100000001' },
      items: [
        {
          description: 'Coffee Lover, monthly plan',
          quantity: 1,
          unit_price: 21.89,
          amount: 21.89,
          kind: 'plan',
          plan_id: 12,
          plan_name: 'Coffee Lover',
          billing_months: 1,
          price: 19.9,
          fee: 1.99,
        },
      ],
      tendered: 21.89,
      earned: 19.9,
      amount: 19.9,
      subtotal: 21.89,
      transaction_fee: 1.99,
    };
    const body = matchersFor(envelope(Invoice), { data: invoice });
    return interaction(state('storeWithSales', SALES), 'a request for one invoice')
      .withRequest(
        endpoints.invoice.method,
        pathFromState(endpoints.invoice.path, { id: ['invoiceId', INVOICE_ID] }),
        (b) => b.headers(bearer),
      )
      .willRespondWith(200, (b) => b.jsonBody(body))
      .executeTest(
        signedIn(async () => {
          expect(await fetchQuery(invoiceQuery(INVOICE_ID))).toEqual(exampleData(body));
        }),
      );
  });

  it('answers 404 for an invoice the store does not have', () =>
    interaction(state('storeWithSales', SALES), 'a request for an unknown invoice')
      .withRequest(endpoints.invoice.method, fillPath(endpoints.invoice.path, { id: 999999 }), (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody(errorBody(404)))
      .executeTest(
        signedIn(async () => {
          await expect(fetchQuery(invoiceQuery(999999))).rejects.toMatchObject({ status: 404 });
        }),
      ));
});

describe('the sales report', () => {
  it('loads a page of a date range with the totals of the whole range', () => {
    const body = matchersFor(SalesReportPage, {
      data: [
        {
          id: 2,
          paid_at: SALES.paidAt[1]!,
          username: SALES.username,
          plan_name: SALES.planName,
          gross: GROSS,
          fee: FEE,
          net: SALES.price,
          currency: 'EUR',
        },
      ],
      paginate: { ...onePage(10), total_entries: 2 },
      totals: {
        count: SALES.paidAt.length,
        gross: times(SALES.paidAt.length, GROSS),
        fee: times(SALES.paidAt.length, FEE),
        net: times(SALES.paidAt.length, SALES.price),
        currency: 'EUR',
      },
    });
    return answers(
      call(state('storeWithSales', SALES), 'a request for the sales report of a date range', endpoints.salesReport, {
        query: { ...NOVEMBER, page: '1', size: '10' },
      }),
      body,
      () => fetchQuery(salesReportQuery(NOVEMBER, 1)),
    );
  });

  it('downloads the same range as German CSV, with the token, saved under the store and the period', () => {
    // Compared as text: the byte order mark, the German header, the state's payments newest first
    // at Berlin time with the offset, amounts with a decimal comma, then the totals row.
    const n = SALES.paidAt.length;
    const berlin: Record<string, string> = {
      '2026-11-10T12:00:00.000Z': '2026-11-10T13:00:00+01:00',
      '2026-11-12T12:00:00.000Z': '2026-11-12T13:00:00+01:00',
    };
    const comma = (euros: number) => money(euros).replace('.', ',');
    const rows = [...SALES.paidAt]
      .reverse()
      .map((at) =>
        [berlin[at], SALES.username, SALES.planName, comma(GROSS), comma(FEE), comma(SALES.price), 'EUR'].join(';'),
      );
    const totals = ['Summe', '', n, comma(times(n, GROSS)), comma(times(n, FEE)), comma(times(n, SALES.price)), 'EUR'];
    const csv =
      '\uFEFF' +
      [
        'Datum;Abonnent;Plan;Brutto (vom Fan bezahlt);Fan-Gebühr (behält die Plattform);Netto (verdient das Geschäft);Währung',
        ...rows,
        totals.join(';'),
        '',
      ].join('\r\n');
    return call(
      state('storeWithSales', SALES),
      'a download of the sales report of a date range as CSV',
      endpoints.salesReportCsv,
      { query: NOVEMBER, headers: { 'Accept-Language': 'de' } },
    )
      .willRespondWith(200, (b) => textBody(b, 'text/csv', csv))
      .executeTest(
        signedIn(async () => {
          const downloaded = catchDownload();
          // The screen has read the signed-in store already; the file is named after it.
          const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
          client.setQueryData(endpointKey('myStore'), { data: storeData({ name: 'Café Morgenrot' }) });
          await runMutation(useDownloadSalesCsv, NOVEMBER, client);
          const { file, name } = downloaded;
          expect(name).toBe('umsatz-cafe-morgenrot-2026-11-01-2026-11-15.csv');
          expect(file).toBeInstanceOf(Blob);
          expect(await readText(file!)).toBe(csv);
        }),
      );
  });
});
