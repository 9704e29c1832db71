import type { NotificationType } from '@mbo/contracts';
import { randomBytes } from 'node:crypto';
import type { Sqlite } from '../db/client';

export interface NewNotification {
  storeId: number;
  type: NotificationType;
  title: string;
  message: string;
  referenceId?: number | null;
  subscriptionId?: number | null;
}

/** Public identifier of a notification. */
export const newNotificationCode = () => `ntf_${randomBytes(9).toString('base64url')}`;

/** Stores a notification for the store; returns its code. */
export function notify(sqlite: Sqlite, now: number, n: NewNotification): string {
  const code = newNotificationCode();
  sqlite
    .prepare(
      `INSERT INTO notifications (code, store_id, type, title, message, reference_id, subscription_id, read_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
    )
    .run(code, n.storeId, n.type, n.title, n.message, n.referenceId ?? null, n.subscriptionId ?? null, now);
  return code;
}
