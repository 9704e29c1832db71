import { randomBytes } from 'node:crypto';
import { salesCsvFileName } from '@mbo/contracts';
import { conflict, invalid, notFound } from '../errors';
import { iso } from '../format';
import { listAnswer, pageOf } from '../paginate';
import { requestLocale } from '../plugins/locale';
import type { SalesRange } from '../repo/sales';
import type { Deps } from '../deps';
import { salesCsv } from './sales-csv';
import type { HandlerFactory } from './types';

/**
 * A download's Content-Disposition (RFC 6266): the plain `filename` for old clients and
 * `filename*` in UTF-8 for the rest. The names built here are ASCII, so both say the same.
 */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeRfc5987(name)}`;

/** Percent-encoding as RFC 5987 wants it: encodeURIComponent leaves ' ( ) * as they are. */
const encodeRfc5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const LINK_TTL_MS = 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Inclusive UTC-day bounds as a half-open ms range; open ends cover everything. */
function salesRange(from: string | undefined, to: string | undefined): SalesRange {
  if (from && to && to < from) throw invalid({ to: 'The end date must not be before the start date' });
  return {
    from: from ? Date.parse(`${from}T00:00:00Z`) : Number.MIN_SAFE_INTEGER,
    to: to ? Date.parse(`${to}T00:00:00Z`) + DAY_MS : Number.MAX_SAFE_INTEGER,
  };
}

/**
 * A withdrawal of the whole available balance, as a pending payout. Read and insert run in one
 * transaction, so two withdrawals at once cannot both take the same balance.
 */
export function createWithdrawal({ repos, clock }: Deps) {
  return repos.transaction((storeId: number) => {
    const { availableCents, balance } = repos.sales.balance(storeId);
    if (!balance.is_activated) throw conflict('Your store is not activated for payouts yet');
    if (availableCents <= 0) throw conflict('There is no balance to withdraw');
    return repos.sales.request(storeId, availableCents, clock.now());
  });
}

export const createSalesHandlers: HandlerFactory<
  | 'providerSubAccount'
  | 'providerLogin'
  | 'balance'
  | 'withdraw'
  | 'payouts'
  | 'invoices'
  | 'invoice'
  | 'salesReport'
  | 'salesReportCsv'
> = (deps) => {
  const { clock, config } = deps;
  const { sales, stores } = deps.repos;

  const link = (page: 'onboarding' | 'dashboard', account: string) => ({
    data: {
      url: `${config.publicUrl}/__mock/provider/${page}?account=${encodeURIComponent(account)}`,
      expires_at: iso(clock.now() + LINK_TTL_MS),
    },
  });

  const withdraw = createWithdrawal(deps);

  return {
    // Onboarding may be run again after activation (to change the e-mail); the account id stays.
    providerSubAccount: ({ storeId, body }) =>
      link('onboarding', stores.startOnboarding(storeId, body.email, `acct_${randomBytes(8).toString('hex')}`)),

    providerLogin: ({ storeId }) => {
      const account = stores.payoutAccount(storeId);
      if (!account) throw conflict('Please set up your payout account first');
      return link('dashboard', account);
    },

    balance: ({ storeId }) => ({ data: sales.balance(storeId).balance }),

    withdraw: ({ storeId }) => ({ data: withdraw(storeId) }),

    payouts: ({ storeId, query }) => listAnswer(sales.page(storeId, pageOf(query)), query),

    invoices: ({ storeId, query }) => listAnswer(sales.invoicePage(storeId, pageOf(query)), query),

    invoice: ({ storeId, params }) => {
      const invoice = sales.invoice(storeId, params.id);
      if (!invoice) throw notFound('Invoice');
      return { data: invoice };
    },

    salesReport: ({ storeId, query }) => {
      const { totals, ...page } = sales.salesPage(storeId, salesRange(query.from, query.to), pageOf(query));
      return { ...listAnswer(page, query), totals };
    },

    salesReportCsv: ({ storeId, query, req, reply }) => {
      const { rows, totals } = sales.allSales(storeId, salesRange(query.from, query.to));
      const locale = requestLocale(req);
      const name = salesCsvFileName(stores.byId(storeId)?.name ?? '', query, locale);
      reply.header('Content-Disposition', attachment(name));
      return salesCsv(rows, totals, locale);
    },
  };
};
