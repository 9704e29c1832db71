import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { callEndpoint } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-mutation';
import { endpointKey, endpointQuery } from '@/lib/endpoint-query';
import { parseRouteId } from '@/lib/route-id';
import { listParams } from '@/lib/use-list-params';

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

/** A page of the voucher picker: a store may have hundreds of vouchers, the picker loads more on request. */
export const VOUCHER_PICKER_PAGE_SIZE = 50;

/**
 * The store's published vouchers whose name holds `q`, a page at a time. The key starts with the
 * endpoint's name, so a voucher write refreshes the picker too.
 */
export const publishedVoucherPagesQuery = (q: string) => {
  const query = { status: 'published', q: q || undefined, size: VOUCHER_PICKER_PAGE_SIZE } as const;
  return infiniteQueryOptions({
    queryKey: endpointKey('listVouchers', { query }, 'pages'),
    queryFn: ({ pageParam, signal }) => callEndpoint('listVouchers', { query: { ...query, page: pageParam } }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.paginate.next_page ?? undefined,
    placeholderData: keepPreviousData,
  });
};

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
 * /subscription-plans: the plans' report, the latest plans, whether a plan can be added (the
 * button's state), and the page of subscribers the address names.
 */
export const planOverviewReads = (_params: Params, url: URL) => {
  const { q, page } = listParams(url.searchParams);
  return {
    report: planReportQuery(),
    latest: latestPlansQuery(),
    canAddPlan: hasPublishedVoucherQuery(),
    subscribers: subscribersQuery(q, page),
  };
};

/** /subscription-plans/list: the page of plans the address names, and whether a plan can be added. */
export const planListReads = (_params: Params, url: URL) => {
  const { q, page } = listParams(url.searchParams);
  return { list: plansQuery(q, page), canAddPlan: hasPublishedVoucherQuery() };
};

/** A plan's pages: the plan (not asked for when the address names no record). */
export const planReads = (params: Params) => {
  const id = parseRouteId(params.id);
  return { plan: { ...planQuery(id ?? 0), enabled: id !== null } };
};

/** The plan form's own reads: the billing periods, and the first page of vouchers to pick from. */
export const planFormReads = () => ({ periods: billingPeriodsQuery(), vouchers: publishedVoucherPagesQuery('') });

/** The plan editor: the plan, and the form's reads beside it rather than once the plan has answered. */
export const planEditReads = (params: Params) => ({ ...planReads(params), ...planFormReads() });

// Forms map 422s onto their fields themselves, so these writes do not toast. Each refreshes the
// reads the endpoint table says a plan change reaches (lib/endpoint-mutation): the plans, the
// vouchers (each lists its plans), the subscribers' vouchers and the reports.

export const useCreatePlan = () => useEndpointMutation('createPlan', { meta: { silent: true } });

export const useUpdatePlan = () => useEndpointMutation('updatePlan', { meta: { silent: true } });

/** A refused delete (409: the plan has subscribers) is shown on the page, not toasted. */
export const useDeletePlan = () => useEndpointMutation('deletePlan', { meta: { silent: true } });
