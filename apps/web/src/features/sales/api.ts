import type { EndpointInput } from '@mbo/contracts';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { endpointKey, endpointMutation, endpointQuery } from '@/lib/endpoint-query';
import { saveFile } from '@/lib/save-file';
import type { SalesRange } from './sales-range';

export const PAYOUTS_PAGE_SIZE = 5;
export const INVOICES_PAGE_SIZE = 5;
export const SALES_PAGE_SIZE = 10;

/** Available, on its way and paid out, and whether the store may be paid out at all. */
export const balanceQuery = () => endpointQuery('balance', undefined, { select: (r) => r.data });

/** The store itself: its e-mail prefills the activation form. */
export const storeQuery = () => endpointQuery('myStore', undefined, { select: (r) => r.data });

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

/**
 * The payment provider's dashboard link. It expires within the hour, so it is asked for when the
 * merchant opens it, never served from the cache.
 */
export const providerLoginQuery = () => endpointQuery('stripeLogin', undefined, { staleTime: 0, gcTime: 0 });

/** Starts onboarding at the payment provider; answers the link to send the merchant to. */
export function useStartActivation() {
  return useMutation({ ...endpointMutation('stripeSubAccount'), meta: { silent: true } });
}

/**
 * Requests a payout of the whole available balance. The screen shows a refusal itself (silent), and
 * balance and history are read again either way: a refusal usually means the balance changed.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutation('withdraw'),
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey('balance') }),
        queryClient.invalidateQueries({ queryKey: endpointKey('payouts') }),
      ]),
  });
}

/** The CSV's file name: the range it covers. */
export const salesCsvName = (range: SalesRange) => `sales-${range.from}-${range.to}.csv`;

type CsvInput = EndpointInput<'salesReportCsv'>;

/** Fetches the CSV of a range with the session's token and saves it as a file named after the range. */
export async function downloadSalesCsv(range: SalesRange): Promise<void> {
  const input: CsvInput = { query: { from: range.from, to: range.to } };
  const csv = await apiCall('salesReportCsv', input);
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), salesCsvName(range));
}
