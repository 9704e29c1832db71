/**
 * What the mock server's own calls under /__mock take and answer (their table is table.ts): the
 * outbox, the clock, fans' events, payouts and the month end, the console's stores, sign-in
 * links, the demo story and the reset.
 */
import { Id, Lang, Money, Payout, Phone, Timestamp, z } from '@mbo/contracts';

// ── Outbox ────────────────────────────────────────────────────────────────────────────────────

/** An unencoded "+" in a query string arrives as a space; both spellings mean the same phone. */
const restorePlus = (raw: unknown) => {
  if (typeof raw !== 'string') return raw;
  const s = raw.trimEnd();
  if (s === '') return undefined;
  return /^\s/.test(s) ? `+${s.trimStart().replace(/^\+/, '')}` : s;
};

export const OutboxQuery = z.object({
  to: z.preprocess(restorePlus, z.string().max(40).optional()),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export const OutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['whatsapp', 'sms']),
  to: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  created_at: Timestamp,
});
export type OutboxMessage = z.output<typeof OutboxMessage>;

// ── Clock ─────────────────────────────────────────────────────────────────────────────────────

/** Ten years either way is plenty for demos and keeps Date arithmetic safe. */
export const MAX_CLOCK_OFFSET_MS = 10 * 366 * 24 * 3600 * 1000;

export const ClockBody = z.union([
  z.object({ offset_ms: z.number().int().min(-MAX_CLOCK_OFFSET_MS).max(MAX_CLOCK_OFFSET_MS) }).strict(),
  z.object({ now: z.iso.datetime({ offset: true }) }).strict(),
]);
export const ClockState = z.object({ now: Timestamp, offset_ms: z.number().int().nullable() });
export type ClockState = z.output<typeof ClockState>;
/** What one billing run did: payments of renewals made, invoices issued. */
export const BillingRun = z.object({ charged: z.number().int(), issued: z.number().int() });
/** A moved clock, and what the billing run then caught up on. */
export const MovedClock = ClockState.extend({ billing: BillingRun });

// ── Fans ──────────────────────────────────────────────────────────────────────────────────────

export const SubscribeBody = z.object({
  store_id: Id,
  /** Left out: one of the store's plans at random. */
  plan_id: Id.optional(),
  /** Left out: a made-up fan name. */
  username: z.string().trim().min(1).max(60).optional(),
  phone: Phone.optional(),
});
export const Subscribed = z.object({
  subscriber_id: z.number().int(),
  membership_id: z.number().int(),
  payment_id: z.number().int(),
  notification_code: z.string(),
  username: z.string(),
  plan_name: z.string(),
});

/** One membership by its id, or one of the store's at random. */
export const MembershipTarget = z.union([
  z.object({ membership_id: Id }).strict(),
  z.object({ store_id: Id }).strict(),
]);
export const Cancelled = z.object({
  membership_id: z.number().int(),
  cancel_at: Timestamp,
  notification_code: z.string(),
  username: z.string(),
  plan_name: z.string(),
});

export const RedeemBody = z.union([
  z.object({ membership_id: Id, voucher_id: Id }).strict(),
  z.object({ store_id: Id }).strict(),
]);
export const Redeemed = z.object({
  redemption_id: z.number().int(),
  notification_code: z.string(),
  uses_this_month: z.number().int(),
  max_use_qty: z.number().int(),
  username: z.string(),
  voucher_name: z.string(),
});

export const PaymentBooked = z.object({
  payment_id: z.number().int(),
  membership_id: z.number().int(),
  username: z.string(),
  plan_name: z.string(),
  amount: Money,
  fee: Money,
  paid_at: Timestamp,
  renewal_at: Timestamp,
});

// ── Payouts and month end ─────────────────────────────────────────────────────────────────────

export const PayoutQuery = z.object({
  store_id: Id.optional(),
  status: z.enum(['pending', 'paid', 'rejected']).optional(),
});
export const StorePayout = Payout.extend({ store_id: z.number().int(), store_name: z.string() });
export type StorePayout = z.output<typeof StorePayout>;
export const PayoutDecision = z.object({
  payout_id: z.number().int(),
  payout: Payout,
  notification_code: z.string().nullable(),
});
export const PayoutRequestBody = z.object({ store_id: Id }).strict();

export const MonthEnd = z.object({
  /** The clock before and after: month end moves it to the first instant of the next month (UTC). */
  from: Timestamp,
  to: Timestamp,
  /** The month that closed, YYYY-MM. */
  month: z.string(),
  renewals: z.object({ count: z.number().int(), amount: Money }),
  /** Memberships whose cancellation took effect. */
  ended: z.number().int(),
  invoices: z.array(
    z.object({
      id: z.number().int(),
      store_id: z.number().int(),
      store_name: z.string(),
      number: z.string(),
      month: z.string(),
      total: Money,
    }),
  ),
  payouts: z.array(StorePayout),
});
export type MonthEnd = z.output<typeof MonthEnd>;

// ── Stores ────────────────────────────────────────────────────────────────────────────────────

export const StoreQuery = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** A store with the figures the console shows beside it. */
export const StoreFigures = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  lang: Lang,
  /** The demo persona it plays (see the README's demo logins): rich, fresh or vouchers-only. */
  persona: z.string().nullable(),
  plans: z.number().int(),
  /** Fans holding a plan now. */
  subscribers: z.number().int(),
  /** What the store could withdraw now. */
  balance: Money,
  activated: z.boolean(),
});
export type StoreFigures = z.output<typeof StoreFigures>;

export const StoreDetail = StoreFigures.extend({
  plan_list: z.array(z.object({ id: z.number().int(), name: z.string(), price: Money, period: z.string() })),
  /** Memberships running now, newest first (at most 20). */
  members: z.array(
    z.object({
      membership_id: z.number().int(),
      username: z.string(),
      plan_name: z.string(),
      subscribed_at: Timestamp,
      cancel_at: Timestamp.nullable(),
    }),
  ),
});
export type StoreDetail = z.output<typeof StoreDetail>;

// ── Sign-in links ─────────────────────────────────────────────────────────────────────────────

/** How long a sign-in link works, once. */
export const SIGN_IN_LINK_TTL_SECONDS = 120;

export const SignInLinkBody = z.object({ store_id: Id }).strict();
export const SignInLink = z.object({ url: z.string(), token: z.string(), expires_at: Timestamp });
export const RedeemSignInLinkBody = z.object({ token: z.string().trim().min(1).max(200) }).strict();

// ── Demo story ────────────────────────────────────────────────────────────────────────────────

export const STORY_ACTIONS = ['subscribe', 'cancel', 'redeem', 'payment', 'payout'] as const;

/** One step of the demo story: wait, then let a fan (or the store) act. */
export const StoryStep = z
  .object({
    /** Seconds to wait before this step (0–60). */
    wait: z.number().min(0).max(60),
    do: z.enum(STORY_ACTIONS),
    /** subscribe: the fan's name; left out, a made-up one. */
    fan: z.string().trim().min(1).max(60).optional(),
    /** subscribe: the plan's name (or a part of it); left out, any plan. */
    plan: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export const Story = z
  .object({
    title: z.object({ en: z.string().min(1).max(100), de: z.string().min(1).max(100) }).strict(),
    steps: z.array(StoryStep).min(1).max(100),
  })
  .strict();
export type Story = z.output<typeof Story>;
export type StoryStep = z.output<typeof StoryStep>;

// ── Reset ─────────────────────────────────────────────────────────────────────────────────────

export const ResetBody = z.object({ scale: z.enum(['demo', 'large']).default('demo') }).strict();
export const ResetDone = z.object({
  scale: z.enum(['demo', 'large']),
  now: z.number(),
  counts: z.record(z.string(), z.number().int()),
  elapsedMs: z.number(),
});

// ── Sandboxes ─────────────────────────────────────────────────────────────────────────────────

/** A new sandbox's data: the demo data set or the large one. */
export const SandboxBody = z.object({ data: z.enum(['demo', 'large']).default('demo') }).strict();
export const SandboxParams = z.object({ name: z.string().min(1).max(60) });
export const Sandbox = z.object({
  /** Short, to share: `ruhig-fuchs-42`. */
  name: z.string(),
  data: z.enum(['demo', 'large']),
  created_at: Timestamp,
  last_used_at: Timestamp,
});
