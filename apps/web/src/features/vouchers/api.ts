import type { EndpointInput, VoucherListQuery, VoucherStatus, VoucherTypeCode } from '@mbo/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { useEndpointMutation } from '@/lib/endpoint-mutation';
import { endpointKey, endpointQuery } from '@/lib/endpoint-query';
import { parseRouteId } from '@/lib/route-id';
import { listParams } from '@/lib/use-list-params';

/** The voucher list's page size (spec: 10). */
export const PAGE_SIZE = 10;
/** Fans holding a voucher, per page of the detail screen. */
export const HOLDERS_PAGE_SIZE = 10;

/** The contract's type codes, in the order the filters list them. */
export const TYPE_CODES = ['DFP', 'DPR', 'GDS'] as const satisfies readonly VoucherTypeCode[];

/** The list's filters, as the address names them, and the values each may take. */
export const FILTERS = {
  type: TYPE_CODES,
  status: ['draft', 'published', 'expired'] satisfies VoucherStatus[],
} as const;

/** The list call for what the address says (lib/use-list-params). */
export function voucherListInput(list: {
  q: string;
  page: number;
  filters: { type: VoucherTypeCode | ''; status: VoucherStatus | '' };
}): VoucherListQuery {
  return {
    q: list.q || undefined,
    voucher_type: list.filters.type || undefined,
    status: list.filters.status || undefined,
    page: list.page,
    size: PAGE_SIZE,
  };
}

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

/** /vouchers: the page of the list the address names. */
export const voucherListReads = (_params: Params, url: URL) => ({
  list: voucherListQuery(voucherListInput(listParams(url.searchParams, FILTERS))),
});

/** The voucher's edit form: the voucher (not asked for when the address names no record). */
export const voucherReads = (params: Params) => {
  const id = parseRouteId(params.id);
  return { voucher: { ...voucherQuery(id ?? 0), enabled: id !== null } };
};

/** /vouchers/{id}: the voucher, and the first page of the fans who hold it beside it. */
export const voucherDetailReads = (params: Params) => {
  const id = parseRouteId(params.id);
  return { ...voucherReads(params), holders: { ...voucherHoldersQuery(id ?? 0, 1), enabled: id !== null } };
};

/** The new-voucher form: the voucher it copies, when the address names one (`?from=`). */
export const voucherCreateReads = (_params: Params, url: URL) => {
  const from = url.searchParams.get('from');
  const id = parseRouteId(from ?? undefined);
  return { source: { ...voucherQuery(id ?? 0), enabled: from !== null && id !== null } };
};

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
