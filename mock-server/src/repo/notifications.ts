/** The store's notifications: what happened (a fan subscribed, a payout was approved, …) and whether it was read. */
import type { Notification } from '@mbo/contracts';
import {
  notifications,
  type DbHandle,
  type NewNotification,
  type NotificationParamsByType,
  type NotificationRow,
} from '@mbo/db';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { iso, isoOrNull } from '../format';
import type { Locale } from '../i18n/catalogue';
import { notificationTexts } from '../i18n/notifications';
import type { Page, Paged } from '../paginate';
import { readCache } from './read-cache';
import { pagedList } from './paged-list';

/**
 * What happened, for the store, as its type and values: the words are rendered in the reader's
 * language on every read. The code and the time are the repository's.
 */
export type Notice = {
  [T in keyof NotificationParamsByType]: Omit<
    NewNotification,
    'id' | 'code' | 'readAt' | 'createdAt' | 'type' | 'params'
  > & {
    type: T;
    params: NotificationParamsByType[T];
  };
}[keyof NotificationParamsByType];

/** Public identifier of a notification. */
export const newNotificationCode = () => `ntf_${randomBytes(9).toString('base64url')}`;

const toNotification = (r: NotificationRow, locale: Locale): Notification => ({
  code: r.code,
  ...notificationTexts(r.type, r.params, locale),
  type: r.type,
  reference_id: r.referenceId,
  subscription: r.subscriptionId != null ? { id: r.subscriptionId } : null,
  read_at: isoOrNull(r.readAt),
  created_at: iso(r.createdAt),
});

/** Which notifications a list shows: all, only unread, or only read ones. */
export type ReadFilter = 'all' | 'unread' | 'read';

export function createNotificationRepository({ sqlite, db }: Pick<DbHandle, 'sqlite' | 'db'>) {
  const ofStore = eq(notifications.storeId, sql.placeholder('storeId'));
  const filters = {
    all: ofStore,
    unread: and(ofStore, isNull(notifications.readAt)),
    read: and(ofStore, isNotNull(notifications.readAt)),
  };
  const statements = (where: (typeof filters)[ReadFilter]) =>
    pagedList({ db }, notifications, where, [desc(notifications.createdAt), desc(notifications.id)]);
  const lists = { all: statements(filters.all), unread: statements(filters.unread), read: statements(filters.read) };
  // Pages and counts are kept until the next write (see read-cache.ts): the list and its unread
  // badge are read on every screen, written rarely.
  const kept = readCache(sqlite);
  const byCode = db
    .select()
    .from(notifications)
    .where(and(eq(notifications.code, sql.placeholder('code')), ofStore))
    .prepare();

  return {
    /** Stores a notification for the store; answers its code. */
    add(now: number, notice: Notice): string {
      const code = newNotificationCode();
      db.insert(notifications)
        .values({ ...notice, code, readAt: null, createdAt: now })
        .run();
      return code;
    },

    count: (storeId: number, filter: ReadFilter): number =>
      kept.answer(`n|${storeId}|${filter}`, () => lists[filter].count({ storeId })),

    /** Newest first. */
    page(storeId: number, filter: ReadFilter, page: Page, locale: Locale): Paged<Notification> {
      // The texts are rendered in the reader's language, so the language is part of the key.
      return kept.answer(`p|${storeId}|${filter}|${page.limit}|${page.offset}|${locale}`, () =>
        lists[filter].page({ storeId }, page, (r) => toNotification(r, locale)),
      );
    },

    /** Marks every unread notification read; answers how many were. */
    markAllRead(storeId: number, now: number): number {
      return db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.storeId, storeId), isNull(notifications.readAt)))
        .run().changes;
    },

    /** Opens a notification: an unread one is read from now on. Null when the store has no such code. */
    open(storeId: number, code: string, now: number, locale: Locale): Notification | null {
      const row = byCode.get({ storeId, code });
      if (!row) return null;
      if (row.readAt == null) {
        db.update(notifications)
          .set({ readAt: now })
          .where(and(eq(notifications.id, row.id), isNull(notifications.readAt)))
          .run();
        row.readAt = now;
      }
      return toNotification(row, locale);
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
