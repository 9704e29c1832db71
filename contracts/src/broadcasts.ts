import { BodyId, Lang, PageQuery, SearchText, Timestamp, z } from './common';

export const BroadcastStatus = z.enum(['Request', 'Success', 'Cancelled']).meta({ id: 'BroadcastStatus' });
export type BroadcastStatus = z.infer<typeof BroadcastStatus>;

export const Broadcast = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    plan_id: z.number().int(),
    plan_name: z.string(),
    voucher_id: z.number().int(),
    voucher_name: z.string(),
    scheduled_at: Timestamp.nullable(),
    status: BroadcastStatus,
    lang: Lang,
    recipients: z.number().int(),
    created_at: Timestamp,
  })
  .meta({ id: 'Broadcast' });
export type Broadcast = z.infer<typeof Broadcast>;

/** Why a broadcast was not sent: the plan had no active subscribers when its time came. */
export const BroadcastFailure = z.enum(['no_active_subscribers']).meta({ id: 'BroadcastFailure' });
export type BroadcastFailure = z.infer<typeof BroadcastFailure>;

/**
 * One broadcast with what happened to it: when it was sent (or given up), how many fans it
 * reached (`recipients`), and for a Cancelled one, why.
 */
export const BroadcastDetail = Broadcast.extend({
  sent_at: Timestamp.nullable(),
  failure_reason: BroadcastFailure.nullable(),
}).meta({ id: 'BroadcastDetail' });
export type BroadcastDetail = z.infer<typeof BroadcastDetail>;

/** A broadcast request; scheduled_at (UTC) only queues the message, delivery is not guaranteed then. */
export const BroadcastBody = z
  .object({
    voucher_id: BodyId,
    subscription_id: BodyId,
    description: z.string().trim().min(5).max(1000),
    scheduled_at: z.iso.datetime({ offset: true }),
    lang: Lang.default('de'),
  })
  .meta({ id: 'BroadcastBody' });
export type BroadcastBody = z.input<typeof BroadcastBody>;

export const BroadcastSort = z.enum(['name_asc', 'date_asc']);
export const BroadcastListQuery = PageQuery.extend({
  sort: BroadcastSort.optional(),
  q: SearchText,
  status: BroadcastStatus.optional(),
});
