import { keepPreviousData } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/endpoint-query';

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
