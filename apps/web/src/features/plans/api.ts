import type { EndpointName } from '@mbo/contracts';
import { keepPreviousData, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpointKey, endpointMutation, endpointQuery } from '@/lib/endpoint-query';

/** Plans on the overview: the 5 latest, then a "see all" card. */
export const LATEST_PLANS = 5;
export const PLANS_PAGE_SIZE = 10;
export const SUBSCRIBERS_PAGE_SIZE = 10;
/** The plan form picks from the store's published vouchers; one page of the largest size holds them. */
export const PUBLISHED_VOUCHERS = { status: 'published', page: 1, size: 100 } as const;

export const planReportQuery = () => endpointQuery('planReport', undefined, { select: (r) => r.data });

export const latestPlansQuery = () =>
  endpointQuery('listPlans', { query: { page: 1, size: LATEST_PLANS } }, { select: (r) => r.data });

export const plansQuery = (q: string, page: number) =>
  endpointQuery(
    'listPlans',
    { query: { q: q || undefined, page, size: PLANS_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );

/** A detail read: a 404 shows the not-found state instead of a toast. */
export const planQuery = (id: number) =>
  endpointQuery('getPlan', { params: { id } }, { select: (r) => r.data, meta: { silent: true } });

export const billingPeriodsQuery = () =>
  endpointQuery('billingPeriods', undefined, { select: (r) => r.data, staleTime: Infinity });

/** What a fan pays for a price: the fee rule lives on the server only. */
export const feeQuery = (price: number) =>
  endpointQuery(
    'additionalFee',
    { query: { price } },
    { select: (r) => r.data, placeholderData: keepPreviousData, meta: { silent: true } },
  );

export const publishedVouchersQuery = () =>
  endpointQuery('listVouchers', { query: PUBLISHED_VOUCHERS }, { select: (r) => r.data });

/** Whether the store has a published voucher: a plan cannot be created without one. */
export const hasPublishedVoucherQuery = () =>
  endpointQuery('listVouchers', { query: PUBLISHED_VOUCHERS }, { select: (r) => r.paginate.total_entries > 0 });

export const subscribersQuery = (q: string, page: number) =>
  endpointQuery(
    'listSubscribers',
    { query: { q: q || undefined, page, size: SUBSCRIBERS_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );

/**
 * Reads a plan change shows up in: the plans themselves, the vouchers (each lists its plans), the
 * subscribers (their voucher counts and quotas) and the dashboard's voucher allowance.
 */
const CHANGED_BY_PLANS: EndpointName[] = [
  'listPlans',
  'getPlan',
  'listVouchers',
  'getVoucher',
  'listSubscribers',
  'getSubscriber',
  'subscriberVouchers',
  'subscriberVoucher',
  'summaryVoucher',
];

function invalidatePlanReads(client: QueryClient, also: EndpointName[] = [], except: EndpointName[] = []) {
  const names = [...CHANGED_BY_PLANS, ...also].filter((n) => !except.includes(n));
  return Promise.all(names.map((name) => client.invalidateQueries({ queryKey: endpointKey(name) })));
}

/** Forms map 422s onto their fields themselves, so these mutations do not toast. */
export function useCreatePlan() {
  const client = useQueryClient();
  return useMutation({
    ...endpointMutation('createPlan'),
    meta: { silent: true },
    onSuccess: () => invalidatePlanReads(client),
  });
}

export function useUpdatePlan() {
  const client = useQueryClient();
  return useMutation({
    ...endpointMutation('updatePlan'),
    meta: { silent: true },
    onSuccess: () => invalidatePlanReads(client),
  });
}

/** A refused delete (409: the plan has subscribers) is shown on the page, not toasted. */
export function useDeletePlan() {
  const client = useQueryClient();
  return useMutation({
    ...endpointMutation('deletePlan'),
    meta: { silent: true },
    onSuccess: (_data, input) => {
      // The page of the deleted plan is left at once; reloading it would only answer 404.
      client.removeQueries({ queryKey: endpointKey('getPlan', { params: input.params }) });
      return invalidatePlanReads(client, ['planReport', 'summaryOverview'], ['getPlan']);
    },
  });
}
