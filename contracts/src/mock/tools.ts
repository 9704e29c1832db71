/**
 * The table of the mock server's own calls under /__mock: what the demo console, scripts and
 * tests send, and what comes back. Like the API's endpoint table it is the one place these paths
 * and shapes are spelled; unlike it, none of this is part of the API contract.
 */
import { Token } from '../auth';
import { Id, Lang, Money, Phone, Timestamp, z } from '../common';
import { Payout } from '../store';
import { FaultRule, FaultRuleBody, FaultRuleParams } from './faults';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const IdParams = z.object({ id: Id });

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
export { SIGN_IN_LINK_PAGE } from './links';

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

// ── The table ─────────────────────────────────────────────────────────────────────────────────

export interface MockToolDef {
  method: 'GET' | 'POST' | 'DELETE';
  /** Parameters in braces, as in the API's table. */
  path: string;
  /** What the call does, for the list of calls on the console page. */
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  status: 200 | 201;
}

const tool = <const T extends MockToolDef>(t: T): T => t;
const Deleted = data(z.object({ deleted: z.number().int() }));

export const mockTools = {
  outbox: tool({
    method: 'GET',
    path: '/__mock/outbox',
    summary: 'Messages sent instead of WhatsApp or SMS, newest first (?to=, ?limit=)',
    query: OutboxQuery,
    response: z.array(OutboxMessage),
    status: 200,
  }),
  clearOutbox: tool({
    method: 'DELETE',
    path: '/__mock/outbox',
    summary: 'Clear the outbox',
    response: Deleted,
    status: 200,
  }),
  stores: tool({
    method: 'GET',
    path: '/__mock/console/stores',
    summary: 'Stores with their figures, demo personas first (?q=, ?limit=)',
    query: StoreQuery,
    response: data(z.array(StoreFigures)),
    status: 200,
  }),
  store: tool({
    method: 'GET',
    path: '/__mock/console/stores/{id}',
    summary: "A store's figures, plans and running memberships",
    params: IdParams,
    response: data(StoreDetail),
    status: 200,
  }),
  signInLink: tool({
    method: 'POST',
    path: '/__mock/sign-in-links',
    summary: `A link that signs the web app in as the store: works once, for ${SIGN_IN_LINK_TTL_SECONDS} s`,
    body: SignInLinkBody,
    response: data(SignInLink),
    status: 201,
  }),
  redeemSignInLink: tool({
    method: 'POST',
    path: '/__mock/sign-in-links/redeem',
    summary: "The web app trades a sign-in link's token for a session (get-token's answer)",
    body: RedeemSignInLinkBody,
    response: data(Token),
    status: 200,
  }),
  subscribe: tool({
    method: 'POST',
    path: '/__mock/events/subscribe',
    summary: 'A fan subscribes to a plan and pays the first period',
    body: SubscribeBody,
    response: data(Subscribed),
    status: 201,
  }),
  cancel: tool({
    method: 'POST',
    path: '/__mock/events/cancel',
    summary: 'A fan cancels; the plan ends at the end of the billing month',
    body: MembershipTarget,
    response: data(Cancelled),
    status: 200,
  }),
  redeem: tool({
    method: 'POST',
    path: '/__mock/events/redeem',
    summary: "A fan redeems a voucher of their plan (or one of the store's fans, at random)",
    body: RedeemBody,
    response: data(Redeemed),
    status: 201,
  }),
  payment: tool({
    method: 'POST',
    path: '/__mock/events/payment',
    summary: "A fan's next payment arrives (the membership due soonest, when only the store is named)",
    body: MembershipTarget,
    response: data(PaymentBooked),
    status: 201,
  }),
  payouts: tool({
    method: 'GET',
    path: '/__mock/payouts',
    summary: 'Payouts of every store, newest first (?store_id=, ?status=pending)',
    query: PayoutQuery,
    response: data(z.array(StorePayout)),
    status: 200,
  }),
  requestPayout: tool({
    method: 'POST',
    path: '/__mock/payouts',
    summary: 'The store asks to withdraw its balance (as its Withdraw button does)',
    body: PayoutRequestBody,
    response: data(StorePayout),
    status: 201,
  }),
  approvePayout: tool({
    method: 'POST',
    path: '/__mock/payouts/{id}/approve',
    summary: 'The administrator pays a pending payout out (the store is notified)',
    params: IdParams,
    response: data(PayoutDecision),
    status: 200,
  }),
  rejectPayout: tool({
    method: 'POST',
    path: '/__mock/payouts/{id}/reject',
    summary: 'The administrator rejects a pending payout (the money returns to the balance)',
    params: IdParams,
    response: data(PayoutDecision),
    status: 200,
  }),
  clock: tool({
    method: 'GET',
    path: '/__mock/clock',
    summary: "The server's time",
    response: ClockState,
    status: 200,
  }),
  setClock: tool({
    method: 'POST',
    path: '/__mock/clock',
    summary: 'Move the clock: { offset_ms } from the real time, or { now }; the billing run then catches up',
    body: ClockBody,
    response: MovedClock,
    status: 200,
  }),
  runBilling: tool({
    method: 'POST',
    path: '/__mock/billing/run',
    summary: 'Charge due renewals and issue the invoices of closed months now',
    response: data(BillingRun),
    status: 200,
  }),
  monthEnd: tool({
    method: 'POST',
    path: '/__mock/month-end',
    summary: 'Move to the end of the month and book it: renewals, invoices, payouts',
    response: data(MonthEnd),
    status: 200,
  }),
  faults: tool({
    method: 'GET',
    path: '/__mock/faults',
    summary: 'Active fault rules with their hits and remaining times',
    response: data(z.array(FaultRule)),
    status: 200,
  }),
  addFault: tool({
    method: 'POST',
    path: '/__mock/faults',
    summary: 'Make API calls fail or slow: { method?, path, status?, delay_ms?, times?, probability?, network? }',
    body: FaultRuleBody,
    response: data(FaultRule),
    status: 201,
  }),
  removeFault: tool({
    method: 'DELETE',
    path: '/__mock/faults/{id}',
    summary: 'Remove one fault rule',
    params: FaultRuleParams,
    response: data(z.object({ id: z.number().int(), deleted: z.literal(true) })),
    status: 200,
  }),
  clearFaults: tool({
    method: 'DELETE',
    path: '/__mock/faults',
    summary: 'Remove every fault rule',
    response: Deleted,
    status: 200,
  }),
  story: tool({
    method: 'GET',
    path: '/__mock/story',
    summary: 'The demo story (mock-server/demo-story.json)',
    response: data(Story),
    status: 200,
  }),
  reset: tool({
    method: 'POST',
    path: '/__mock/reset',
    summary: 'Replace all data with the seed ({ scale: "demo" | "large" }); clears fault rules and the clock',
    body: ResetBody,
    response: data(ResetDone),
    status: 200,
  }),
} as const satisfies Record<string, MockToolDef>;

export type MockTools = typeof mockTools;
export type MockToolName = keyof MockTools;

type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call takes: params, query and body, each where the tool has one. */
export type MockToolInput<N extends MockToolName> = (MockTools[N] extends { params: infer P }
  ? { params: InputOf<P> }
  : unknown) &
  (MockTools[N] extends { query: infer Q } ? { query?: InputOf<Q> } : unknown) &
  (MockTools[N] extends { body: infer B } ? { body: InputOf<B> } : unknown);

export type MockToolOutput<N extends MockToolName> = OutputOf<MockTools[N]['response']>;
