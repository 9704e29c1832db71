import { salesCsvFileName } from '@mbo/contracts/sales-csv';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { storedLocale } from '@/i18n';
import { useEndpointMutation } from '@/lib/endpoint-mutation';
import { endpointQuery } from '@/lib/endpoint-query';
import { myStoreQuery } from '@/lib/my-store';
import { parseRouteId } from '@/lib/route-id';
import { saveFile } from '@/lib/save-file';
import { reportParams, type SalesRange } from './sales-range';

export const PAYOUTS_PAGE_SIZE = 5;
export const INVOICES_PAGE_SIZE = 5;
export const SALES_PAGE_SIZE = 10;

/** Available, on its way and paid out, and whether the store may be paid out at all. */
export const balanceQuery = () => endpointQuery('balance', undefined, { select: (r) => r.data });

export const payoutsQuery = (page: number) =>
  endpointQuery('payouts', { query: { page, size: PAYOUTS_PAGE_SIZE } }, { placeholderData: keepPreviousData });

export const invoicesQuery = (page: number) =>
  endpointQuery('invoices', { query: { page, size: INVOICES_PAGE_SIZE } }, { placeholderData: keepPreviousData });

/** One invoice. Not found is a state of the screen, so it does not toast. */
export const invoiceQuery = (id: number) =>
  endpointQuery('invoice', { params: { id } }, { select: (r) => r.data, meta: { silent: true } });

export const salesReportQuery = (range: SalesRange, page: number) =>
  endpointQuery(
    'salesReport',
    { query: { from: range.from, to: range.to, page, size: SALES_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );

/** My sales: the balance, and the first pages of payouts and invoices. */
export const mySalesReads = () => ({ balance: balanceQuery(), payouts: payoutsQuery(1), invoices: invoicesQuery(1) });

/** The activation: the store (its e-mail starts the form) and the balance (whether payouts are active already). */
export const activateReads = () => ({ store: myStoreQuery(), balance: balanceQuery() });

/** The sales report: the page of the range the address names. */
export const salesReportReads = (_params: Params, url: URL) => {
  const { range, page } = reportParams(url.searchParams);
  return { report: salesReportQuery(range, page) };
};

/** An invoice (not asked for when the address names no record). */
export const invoiceReads = (params: Params) => {
  const id = parseRouteId(params.id);
  return { invoice: { ...invoiceQuery(id ?? 0), enabled: id !== null } };
};

/**
 * The payment provider's dashboard link. It expires within the hour, so it is asked for when the
 * merchant opens it, never served from the cache.
 */
export const providerLoginQuery = () => endpointQuery('providerLogin', undefined, { staleTime: 0, gcTime: 0 });

/**
 * Starts onboarding at the payment provider (which stores the e-mail given on the store); answers
 * the link to send the merchant to.
 */
export function useStartActivation() {
  return useEndpointMutation('providerSubAccount', { meta: { silent: true } });
}

/**
 * Requests a payout of the whole available balance. The screen shows a refusal itself (silent), and
 * balance and history are read again either way: a refusal usually means the balance changed.
 */
export function useWithdraw() {
  return useEndpointMutation('withdraw', { meta: { silent: true }, refreshAfterError: true });
}

/**
 * Fetches the CSV of a range with the session's token and saves it under the name the server gives
 * it (the store, the period, in the language asked for), built by the same function.
 */
export function useDownloadSalesCsv() {
  const queryClient = useQueryClient();
  return useEndpointMutation('salesReportCsv', {
    input: (range: SalesRange) => ({ query: { from: range.from, to: range.to } }),
    onSuccess: async (csv, range) => {
      const store = await queryClient.ensureQueryData(myStoreQuery());
      const name = salesCsvFileName(store.data.name, range, storedLocale());
      // Response.text() drops the byte order mark (as the Fetch standard decodes UTF-8); the saved
      // file needs it back, or Excel reads the umlauts in the legacy code page.
      const bytes = csv.startsWith(BOM) ? csv : BOM + csv;
      saveFile(new Blob([bytes], { type: 'text/csv;charset=utf-8' }), name);
    },
  });
}

const BOM = '\uFEFF';
