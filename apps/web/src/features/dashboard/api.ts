import { queryOptions } from '@tanstack/react-query';
import { apiCall, queryKeyOf } from '../../lib/api-client';

/** Each dashboard panel has its own query, so each loads (and fails) on its own. */
export const overviewQuery = () =>
  queryOptions({
    queryKey: queryKeyOf('summaryOverview'),
    queryFn: async () => (await apiCall('summaryOverview')).data,
  });

export const revenueQuery = () =>
  queryOptions({
    queryKey: queryKeyOf('summaryRevenue'),
    queryFn: async () => (await apiCall('summaryRevenue')).data,
  });

export const voucherUsageQuery = () =>
  queryOptions({
    queryKey: queryKeyOf('summaryVoucher'),
    queryFn: async () => (await apiCall('summaryVoucher')).data,
  });

export const topSubscribersQuery = () =>
  queryOptions({
    queryKey: queryKeyOf('summarySubscriber'),
    queryFn: async () => (await apiCall('summarySubscriber')).data,
  });
