import { queryOptions } from '@tanstack/react-query';
import { apiCall, queryKeyOf } from '../../lib/api-client';

/** The signed-in store for the header. It has no error handling of its own (spec §8). */
export const myStoreQuery = () =>
  queryOptions({
    queryKey: queryKeyOf('myStore'),
    queryFn: async () => (await apiCall('myStore')).data,
    meta: { silent: true },
  });

/** Unread count for the bell. */
export const unreadNotificationsQuery = () =>
  queryOptions({
    queryKey: queryKeyOf('listNotifications', { query: { page: 1, size: 1 } }),
    queryFn: async () => (await apiCall('listNotifications', { query: { page: 1, size: 1 } })).data.unread_count,
    meta: { silent: true },
  });
