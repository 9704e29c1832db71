import type { EndpointInput, EndpointName, VoucherListQuery } from '@mbo/contracts';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/endpoint-query';

/** The voucher list's page size (spec: 10). */
export const PAGE_SIZE = 10;
/** Fans holding a voucher, per page of the detail screen. */
export const HOLDERS_PAGE_SIZE = 10;

/** One page of the list; the page on screen stays while the next loads. */
export const voucherListQuery = (query: VoucherListQuery) =>
  endpointQuery('listVouchers', { query }, { placeholderData: keepPreviousData });

export const voucherQuery = (id: number) => endpointQuery('getVoucher', { params: { id } }, { select: (r) => r.data });

export const voucherHoldersQuery = (id: number, page: number) =>
  endpointQuery(
    'voucherSubscribers',
    { params: { id }, query: { page, size: HOLDERS_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );

/** Marks stale every cached answer of these endpoints (all their inputs). */
function useInvalidate() {
  const client = useQueryClient();
  return (...names: EndpointName[]) =>
    Promise.all(names.map((name) => client.invalidateQueries({ queryKey: endpointKey(name) })));
}

type Body = EndpointInput<'createVoucher'>['body'];

// The form shows a failure itself (silent): user_message as a toast, and the fields each error names.

/** A new voucher changes the list only: nothing has used it yet. */
export function useCreateVoucher() {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationKey: ['createVoucher'],
    meta: { silent: true },
    mutationFn: async (body: Body) => (await callEndpoint('createVoucher', { body })).data,
    onSuccess: async (voucher) => {
      // The detail screen the form lands on shows it at once, without asking again.
      client.setQueryData(endpointKey('getVoucher', { params: { id: voucher.id } }), { data: voucher });
      await invalidate('listVouchers');
    },
  });
}

/**
 * An edit changes the voucher, the list, and every answer that names it: the dashboard's most-used
 * vouchers, plans and their consumers' vouchers.
 */
export function useUpdateVoucher(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationKey: ['updateVoucher'],
    meta: { silent: true },
    mutationFn: async (body: Body) => (await callEndpoint('updateVoucher', { params: { id }, body })).data,
    onSuccess: async (voucher) => {
      client.setQueryData(endpointKey('getVoucher', { params: { id } }), { data: voucher });
      await invalidate('listVouchers', 'summaryVoucher', 'listPlans', 'getPlan', 'subscriberVouchers');
    },
  });
}

/**
 * Deletes a voucher: it leaves the list and the dashboard's report. A refusal (409: a plan uses it,
 * or it was redeemed) is the screen's to explain, so errors are not toasted here.
 */
export function useDeleteVoucher(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationKey: ['deleteVoucher'],
    mutationFn: async () => (await callEndpoint('deleteVoucher', { params: { id } })).data,
    meta: { silent: true },
    onSuccess: async () => {
      client.removeQueries({ queryKey: endpointKey('getVoucher', { params: { id } }) });
      client.removeQueries({ queryKey: endpointKey('voucherSubscribers', { params: { id } }) });
      await invalidate('listVouchers', 'summaryVoucher');
    },
  });
}
