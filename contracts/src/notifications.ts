import { PageQuery, Paginate, Timestamp, z } from './common';

export const NOTIFICATION_TYPES = [
  'cust_subscribe',
  'cust_subscribe_cancel',
  'vcr_redeemed',
  'withdraw_success',
  'broadcast_sent',
] as const;
export const NotificationType = z.enum(NOTIFICATION_TYPES).meta({ id: 'NotificationType' });
export type NotificationType = z.infer<typeof NotificationType>;

export const Notification = z
  .object({
    code: z.string(),
    title: z.string(),
    message: z.string(),
    type: NotificationType,
    reference_id: z
      .number()
      .int()
      .nullable()
      .describe(
        "What the notification is about, by its type: the subscriber's id (cust_subscribe, cust_subscribe_cancel), the voucher's (vcr_redeemed), the payout's (withdraw_success), the broadcast's (broadcast_sent).",
      ),
    subscription: z.object({ id: z.number().int() }).nullable(),
    read_at: Timestamp.nullable(),
    created_at: Timestamp,
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const NotificationListQuery = PageQuery.extend({
  unread: z.enum(['true', 'false']).optional(),
});

/** Newest first; unread_count counts every unread notification of the store. */
export const NotificationList = z
  .object({
    data: z.object({ latest: z.array(Notification), unread_count: z.number().int() }),
    paginate: Paginate,
  })
  .meta({ id: 'NotificationList' });

export const CodeParams = z.object({ code: z.string().min(1).max(64) });
export const MarkedRead = z.object({ updated: z.number().int() }).meta({ id: 'MarkedRead' });
