import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { endpointKey, endpointMutation } from '@/lib/endpoint-query';

export const PAGE_SIZE = 20;

/**
 * The notifications, newest first, a page at a time as the list scrolls. Its key starts with the
 * endpoint's name, so invalidating `listNotifications` refreshes the list and the bell together.
 */
export const notificationPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: [...endpointKey('listNotifications', { query: { size: PAGE_SIZE } }), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint('listNotifications', { query: { page: pageParam, size: PAGE_SIZE } }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.paginate.next_page ?? undefined,
  });

const useRefreshAfter = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: endpointKey('listNotifications') });
};

/** Opens one notification, which marks it read; the list and the bell follow. */
export function useReadNotification() {
  const refresh = useRefreshAfter();
  const { mutationFn } = endpointMutation('readNotification');
  return useMutation({
    mutationKey: endpointKey('readNotification'),
    mutationFn: async (code: string) => (await mutationFn({ params: { code } })).data,
    // Not awaited: the screen navigates on at once, the bell catches up.
    onSettled: () => void refresh(),
  });
}

/** Marks every notification read, then reloads the list and the bell. */
export function useMarkAllRead() {
  const refresh = useRefreshAfter();
  const { mutationFn } = endpointMutation('markAllNotificationsRead');
  return useMutation({
    mutationKey: endpointKey('markAllNotificationsRead'),
    mutationFn: async () => (await mutationFn({})).data,
    onSuccess: refresh,
  });
}
