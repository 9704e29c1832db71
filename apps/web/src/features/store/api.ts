import { endpointQuery } from '../../lib/endpoint-query';

/** The signed-in store for the header. It has no error handling of its own (spec §8). */
export const myStoreQuery = () =>
  endpointQuery('myStore', undefined, { select: (r) => r.data, meta: { silent: true } });

/** Unread count for the bell: the first page of notifications, projected to its count. */
export const unreadNotificationsQuery = () =>
  endpointQuery(
    'listNotifications',
    { query: { page: 1, size: 1 } },
    { select: (r) => r.data.unread_count, meta: { silent: true } },
  );
