import { notFound } from '../errors';
import { listAnswer, pageOf } from '../paginate';
import type { ReadFilter } from '../repo/notifications';
import type { HandlerFactory } from './types';

export const createNotificationHandlers: HandlerFactory<
  'listNotifications' | 'markAllNotificationsRead' | 'readNotification'
> = (deps) => {
  const { notifications } = deps.repos;

  return {
    listNotifications: ({ storeId, query }) => {
      const filter: ReadFilter = query.unread === undefined ? 'all' : query.unread === 'true' ? 'unread' : 'read';
      const { data, paginate } = listAnswer(notifications.page(storeId, filter, pageOf(query)), query);
      const unreadCount = filter === 'unread' ? paginate.total_entries : notifications.count(storeId, 'unread');
      return { data: { latest: data, unread_count: unreadCount }, paginate };
    },

    markAllNotificationsRead: ({ storeId }) => ({
      data: { updated: notifications.markAllRead(storeId, deps.clock.now()) },
    }),

    // The bell's detail call doubles as "mark read": opening an unread notification reads it.
    readNotification: ({ storeId, params }) => {
      const notification = notifications.open(storeId, params.code, deps.clock.now());
      if (!notification) throw notFound('Notification');
      return { data: notification };
    },
  };
};
