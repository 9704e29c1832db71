import { keepPreviousData } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { endpointQuery } from '@/lib/endpoint-query';
import { parseRouteId } from '@/lib/route-id';
import { listParams } from '@/lib/use-list-params';

export const SUBSCRIBER_VOUCHERS_PAGE_SIZE = 10;
export const REDEMPTIONS_PAGE_SIZE = 10;

/** Detail reads: a 404 shows the not-found state instead of a toast. */
export const subscriberQuery = (id: number) =>
  endpointQuery('getSubscriber', { params: { id } }, { select: (r) => r.data, meta: { silent: true } });

/** The vouchers of the subscriber's latest plan, or of `planId`, another plan they hold or held. */
export const subscriberVouchersQuery = (id: number, page: number, planId?: number) =>
  endpointQuery(
    'subscriberVouchers',
    { params: { id }, query: { page, size: SUBSCRIBER_VOUCHERS_PAGE_SIZE, plan_id: planId } },
    { placeholderData: keepPreviousData, meta: { silent: true } },
  );

export const subscriberVoucherQuery = (id: number, voucherId: number) =>
  endpointQuery(
    'subscriberVoucher',
    { params: { id, voucher_id: voucherId } },
    { select: (r) => r.data, meta: { silent: true } },
  );

export const redemptionsQuery = (id: number, voucherId: number, page: number) =>
  endpointQuery(
    'subscriberVoucherRedemptions',
    { params: { id, voucher_id: voucherId }, query: { page, size: REDEMPTIONS_PAGE_SIZE } },
    { placeholderData: keepPreviousData, meta: { silent: true } },
  );

/** A subscriber's pages: the subscriber (not asked for when the address names no record). */
export const subscriberReads = (params: Params) => {
  const id = parseRouteId(params.id);
  return { subscriber: { ...subscriberQuery(id ?? 0), enabled: id !== null } };
};

/**
 * The vouchers of a plan of theirs: the subscriber, and the page of the vouchers of the plan the
 * address names (`?plan=`), or of their latest plan when it names none.
 */
export const subscriberVouchersReads = (params: Params, url: URL) => {
  const id = parseRouteId(params.id);
  const planId = parseRouteId(url.searchParams.get('plan') ?? undefined);
  const { page } = listParams(url.searchParams);
  return {
    ...subscriberReads(params),
    vouchers: { ...subscriberVouchersQuery(id ?? 0, page, planId ?? undefined), enabled: id !== null },
  };
};

/** One voucher of a subscriber, and the page of its redemptions the address names. */
export const subscriberVoucherReads = (params: Params, url: URL) => {
  const id = parseRouteId(params.id);
  const voucherId = parseRouteId(params.voucherId);
  const enabled = id !== null && voucherId !== null;
  const { page } = listParams(url.searchParams);
  return {
    subscriber: { ...subscriberQuery(id ?? 0), enabled },
    voucher: { ...subscriberVoucherQuery(id ?? 0, voucherId ?? 0), enabled },
    redemptions: { ...redemptionsQuery(id ?? 0, voucherId ?? 0, page), enabled },
  };
};
