import type { EndpointInput, VoucherListQuery } from '@mbo/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointMutation } from '@/lib/endpoint-mutation';
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

type Body = EndpointInput<'createVoucher'>['body'];

// The form shows a failure itself (silent), through the form kit: user_message as a toast, and the
// fields each error names. Every write refreshes the reads the endpoint table says it changes.

/** Creates a voucher; the detail screen the form lands on shows it at once, without asking again. */
export function useCreateVoucher() {
  return useEndpointMutation('createVoucher', {
    input: (body: Body) => ({ body }),
    select: (r) => r.data,
    meta: { silent: true },
    onSuccess: (voucher, _vars, _result, { client }) => {
      client.setQueryData(endpointKey('getVoucher', { params: { id: voucher.id } }), { data: voucher });
    },
  });
}

/** Saves a voucher; its own screen shows the answer at once. */
export function useUpdateVoucher(id: number) {
  return useEndpointMutation('updateVoucher', {
    input: (body: Body) => ({ params: { id }, body }),
    select: (r) => r.data,
    meta: { silent: true },
    onSuccess: (voucher, _vars, _result, { client }) => {
      client.setQueryData(endpointKey('getVoucher', { params: { id } }), { data: voucher });
    },
  });
}

/**
 * Deletes a voucher. A refusal (409: a plan uses it, or it was redeemed) is the screen's to
 * explain, so errors are not toasted here.
 */
export function useDeleteVoucher(id: number) {
  return useEndpointMutation('deleteVoucher', {
    input: (_: void) => ({ params: { id } }),
    select: (r) => r.data,
    meta: { silent: true },
  });
}
