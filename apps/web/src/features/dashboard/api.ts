import { useEndpointMutation } from '@/lib/endpoint-mutation';
import { endpointQuery } from '@/lib/endpoint-query';

/** Each dashboard panel has its own query, so each loads (and fails) on its own. */
export const overviewQuery = () => endpointQuery('summaryOverview', undefined, { select: (r) => r.data });

export const revenueQuery = () => endpointQuery('summaryRevenue', undefined, { select: (r) => r.data });

export const voucherUsageQuery = () => endpointQuery('summaryVoucher', undefined, { select: (r) => r.data });

export const topSubscribersQuery = () => endpointQuery('summarySubscriber', undefined, { select: (r) => r.data });

/** A new store's setup guide: shown in place of the figures while the store is not yet earning. */
export const setupGuideQuery = () => endpointQuery('setupGuide', undefined, { select: (r) => r.data });

/** Hides the guide for the store (remembered on the server), or shows it again. */
export const useUpdateSetupGuide = () => useEndpointMutation('updateSetupGuide', { select: (r) => r.data });

/** The dashboard's setup guide and four cards. */
export const dashboardReads = () => ({
  setupGuide: setupGuideQuery(),
  overview: overviewQuery(),
  revenue: revenueQuery(),
  voucherUsage: voucherUsageQuery(),
  topSubscribers: topSubscribersQuery(),
});
