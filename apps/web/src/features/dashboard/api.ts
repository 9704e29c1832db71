import { endpointQuery } from '@/lib/endpoint-query';

/** Each dashboard panel has its own query, so each loads (and fails) on its own. */
export const overviewQuery = () => endpointQuery('summaryOverview', undefined, { select: (r) => r.data });

export const revenueQuery = () => endpointQuery('summaryRevenue', undefined, { select: (r) => r.data });

export const voucherUsageQuery = () => endpointQuery('summaryVoucher', undefined, { select: (r) => r.data });

export const topSubscribersQuery = () => endpointQuery('summarySubscriber', undefined, { select: (r) => r.data });

/** The dashboard's four cards. */
export const dashboardReads = () => ({
  overview: overviewQuery(),
  revenue: revenueQuery(),
  voucherUsage: voucherUsageQuery(),
  topSubscribers: topSubscribersQuery(),
});
