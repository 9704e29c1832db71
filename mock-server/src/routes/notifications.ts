import type { Notification, NotificationType } from '@mbo/contracts';
import { notFound } from '../errors';
import { iso, isoOrNull } from '../format';
import { pageOffset, paginate } from '../paginate';
import type { HandlerFactory } from './types';

interface NotificationRow {
  code: string;
  type: NotificationType;
  title: string;
  message: string;
  reference_id: number | null;
  subscription_id: number | null;
  read_at: number | null;
  created_at: number;
}

const COLUMNS = 'code, type, title, message, reference_id, subscription_id, read_at, created_at';

const toNotification = (r: NotificationRow): Notification => ({
  code: r.code,
  title: r.title,
  message: r.message,
  type: r.type,
  reference_id: r.reference_id,
  subscription: r.subscription_id != null ? { id: r.subscription_id } : null,
  read_at: isoOrNull(r.read_at),
  created_at: iso(r.created_at),
});

// @unread is NULL (no filter), 1 (unread only) or 0 (read only).
const FILTER = 'store_id = @store AND (@unread IS NULL OR (read_at IS NULL) = @unread)';

export const createNotificationHandlers: HandlerFactory<
  'listNotifications' | 'markAllNotificationsRead' | 'readNotification'
> = (deps) => {
  const { sqlite } = deps;
  const page = sqlite.prepare<
    [{ store: number; unread: number | null; limit: number; offset: number }],
    NotificationRow
  >(
    `SELECT ${COLUMNS} FROM notifications WHERE ${FILTER}
     ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = sqlite.prepare<[{ store: number; unread: number | null }], { n: number }>(
    `SELECT COUNT(*) AS n FROM notifications WHERE ${FILTER}`,
  );
  const markAll = sqlite.prepare<[number, number]>(
    'UPDATE notifications SET read_at = ? WHERE store_id = ? AND read_at IS NULL',
  );
  const byCode = sqlite.prepare<[string, number], NotificationRow & { id: number }>(
    `SELECT id, ${COLUMNS} FROM notifications WHERE code = ? AND store_id = ?`,
  );
  const markOne = sqlite.prepare<[number, number]>(
    'UPDATE notifications SET read_at = ? WHERE id = ? AND read_at IS NULL',
  );

  return {
    listNotifications: ({ storeId, query }) => {
      const unread = query.unread === undefined ? null : query.unread === 'true' ? 1 : 0;
      const total = count.get({ store: storeId, unread })!.n;
      const rows = page.all({ store: storeId, unread, limit: query.size, offset: pageOffset(query.page, query.size) });
      const unreadCount = unread === 1 ? total : count.get({ store: storeId, unread: 1 })!.n;
      return {
        data: { latest: rows.map(toNotification), unread_count: unreadCount },
        paginate: paginate(query.page, query.size, total),
      };
    },

    markAllNotificationsRead: ({ storeId }) => {
      const result = markAll.run(deps.clock.now(), storeId);
      return { data: { updated: result.changes } };
    },

    // The bell's detail call doubles as "mark read": opening an unread notification reads it.
    readNotification: ({ storeId, params }) => {
      const row = byCode.get(params.code, storeId);
      if (!row) throw notFound('Notification');
      if (row.read_at == null) {
        const now = deps.clock.now();
        markOne.run(now, row.id);
        row.read_at = now;
      }
      return { data: toNotification(row) };
    },
  };
};
