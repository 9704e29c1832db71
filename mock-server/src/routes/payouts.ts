import { randomBytes } from 'node:crypto';
import { conflict, invalid, notFound } from '../errors';
import { iso } from '../format';
import { listAnswer, pageOf } from '../paginate';
import type { SalesRange } from '../repo/payouts';
import type { Deps } from '../deps';
import { salesCsv } from './payouts-csv';
import type { HandlerFactory } from './types';

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
    const { availableCents, balance } = repos.payouts.balance(storeId);
    if (!balance.is_activated) throw conflict('Your store is not activated for payouts yet');
    if (availableCents <= 0) throw conflict('There is no balance to withdraw');
    return repos.payouts.request(storeId, availableCents, clock.now());
  });
}

export const createPayoutHandlers: HandlerFactory<
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
  const { payouts, stores } = deps.repos;

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

    balance: ({ storeId }) => ({ data: payouts.balance(storeId).balance }),

    withdraw: ({ storeId }) => ({ data: withdraw(storeId) }),

    payouts: ({ storeId, query }) => listAnswer(payouts.page(storeId, pageOf(query)), query),

    invoices: ({ storeId, query }) => listAnswer(payouts.invoicePage(storeId, pageOf(query)), query),

    invoice: ({ storeId, params }) => {
      const invoice = payouts.invoice(storeId, params.id);
      if (!invoice) throw notFound('Invoice');
      return { data: invoice };
    },

    salesReport: ({ storeId, query }) => {
      const { totals, ...page } = payouts.salesPage(storeId, salesRange(query.from, query.to), pageOf(query));
      return { ...listAnswer(page, query), totals };
    },

    salesReportCsv: ({ storeId, query, reply }) => {
      const { rows, totals } = payouts.allSales(storeId, salesRange(query.from, query.to));
      reply.header(
        'Content-Disposition',
        `attachment; filename="sales-${query.from ?? 'all'}-${query.to ?? 'all'}.csv"`,
      );
      return salesCsv(rows, totals);
    },
  };
};
