import type { BroadcastBody, EndpointInput } from '@mbo/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { storedLocale } from '@/i18n';
import { useEndpointMutation } from '@/lib/endpoint-mutation';
import { endpointQuery } from '@/lib/endpoint-query';
import { parseRouteId } from '@/lib/route-id';
import { listParams } from '@/lib/use-list-params';
import { FILTERS, listInput } from './list-params';

/** One page of broadcasts; the previous page stays on screen while the next loads. */
export const broadcastsQuery = (input: EndpointInput<'listBroadcasts'>) =>
  endpointQuery('listBroadcasts', input, { placeholderData: keepPreviousData });

/** One broadcast with its outcome (sent time, fans reached, why it failed). */
export const broadcastQuery = (id: number) => endpointQuery('getBroadcast', { params: { id } });

// The request form picks from the store's own plans and vouchers: the first 100 of each (the
// API's largest page), which covers any store's menu.
const ALL = { query: { page: 1, size: 100 } } as const;

/** The store's plans, each with its vouchers (to narrow the voucher choice). */
export const plansForBroadcastQuery = () => endpointQuery('listPlans', ALL, { select: (r) => r.data });

/** The store's vouchers. */
export const vouchersForBroadcastQuery = () => endpointQuery('listVouchers', ALL, { select: (r) => r.data });

/**
 * Requests a broadcast in the stored language. The form maps field errors itself (silent); the
 * list is refreshed so the new request shows as pending.
 */
export function useRequestBroadcast() {
  return useEndpointMutation('requestBroadcast', {
    input: (body: Omit<BroadcastBody, 'lang'>) => ({ body: { ...body, lang: storedLocale() } }),
    select: (r) => r.data,
    meta: { silent: true },
  });
}

/** /broadcasts: the page of the list the address names. */
export const broadcastListReads = (_params: Params, url: URL) => {
  const { q, page, filters } = listParams(url.searchParams, FILTERS);
  return { list: broadcastsQuery(listInput({ q, page, ...filters })) };
};

/** The request form: the plans and vouchers to pick from. */
export const requestBroadcastReads = () => ({ plans: plansForBroadcastQuery(), vouchers: vouchersForBroadcastQuery() });

/** /broadcasts/{id}: the broadcast (not asked for when the address names no record). */
export const broadcastReads = (params: Params) => {
  const id = parseRouteId(params.id);
  return { broadcast: { ...broadcastQuery(id ?? 0), enabled: id !== null } };
};
