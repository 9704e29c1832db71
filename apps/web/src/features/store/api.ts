import { endpointQuery } from '@/lib/endpoint-query';

/** The signed-in store for the header. A failed load shows no error of its own: the header keeps its placeholders. */
export const myStoreQuery = () =>
  endpointQuery('myStore', undefined, { select: (r) => r.data, meta: { silent: true } });

/** How often the bell asks for the unread count while the tab is visible. */
export const BELL_REFRESH_MS = 5000;

/**
 * Unread count for the bell: the first page of notifications (one item), projected to its count.
 * It polls while the tab is visible (TanStack Query pauses the interval in a hidden tab), so a fan's
 * subscription shows within seconds; reading notifications refreshes it at once.
 */
export const unreadNotificationsQuery = () =>
  endpointQuery(
    'listNotifications',
    { query: { page: 1, size: 1 } },
    {
      select: (r) => r.data.unread_count,
      meta: { silent: true },
      refetchInterval: BELL_REFRESH_MS,
      refetchIntervalInBackground: false,
    },
  );
