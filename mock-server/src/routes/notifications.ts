import { notFound } from '../errors';
import { requestLocale } from '../plugins/locale';
import { listAnswer, pageOf } from '../paginate';
import type { ReadFilter } from '../repo/notifications';
import type { HandlerFactory } from './types';

export const createNotificationHandlers: HandlerFactory<
  'listNotifications' | 'markAllNotificationsRead' | 'readNotification'
> = (deps) => {
  const { notifications } = deps.repos;

  return {
    // The words are rendered in the language asked for: switching it re-renders old notifications too.
    listNotifications: ({ storeId, query, req }) => {
      const filter: ReadFilter = query.unread === undefined ? 'all' : query.unread === 'true' ? 'unread' : 'read';
      const { data, paginate } = listAnswer(
        notifications.page(storeId, filter, pageOf(query), requestLocale(req)),
        query,
      );
      const unreadCount = filter === 'unread' ? paginate.total_entries : notifications.count(storeId, 'unread');
      return { data: { latest: data, unread_count: unreadCount }, paginate };
    },

    markAllNotificationsRead: ({ storeId }) => ({
      data: { updated: notifications.markAllRead(storeId, deps.clock.now()) },
    }),

    // The bell's detail call doubles as "mark read": opening an unread notification reads it.
    readNotification: ({ storeId, params, req }) => {
      const notification = notifications.open(storeId, params.code, deps.clock.now(), requestLocale(req));
      if (!notification) throw notFound('Notification');
      return { data: notification };
    },
  };
};
