import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useEndpointMutation } from '@/lib/endpoint-mutation';
import { endpointKey } from '@/lib/endpoint-query';

export const PAGE_SIZE = 20;

/**
 * The notifications, newest first, a page at a time as the list scrolls. Its key starts with the
 * endpoint's name, so a write that changes notifications refreshes the list and the bell together.
 */
export const notificationPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: endpointKey('listNotifications', { query: { size: PAGE_SIZE } }, 'pages'),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint('listNotifications', { query: { page: pageParam, size: PAGE_SIZE } }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.paginate.next_page ?? undefined,
  });

/** Opens one notification, which marks it read; the list and the bell follow. */
export function useReadNotification() {
  return useEndpointMutation('readNotification', {
    input: (code: string) => ({ params: { code } }),
    select: (r) => r.data,
    // The screen navigates on at once; the bell catches up.
    refresh: 'background',
  });
}

/** Marks every notification read, then reloads the list and the bell. */
export function useMarkAllRead() {
  return useEndpointMutation('markAllNotificationsRead', { input: (_: void) => ({}), select: (r) => r.data });
}

/** /notifications: the first page of the list. */
export const notificationsReads = () => ({ pages: notificationPagesQuery() });
