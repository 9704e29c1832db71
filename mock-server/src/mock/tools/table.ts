/**
 * The table of the mock server's own calls under /__mock: what the demo console, scripts and
 * tests send, and what comes back. Like the API's endpoint table it is the one place these paths
 * and shapes are spelled; unlike it, none of this is part of the API contract, so it lives here
 * and not in the contracts the API team copies. The one call the web app makes (the sign-in
 * link's trade) takes its method, path and answer type from @mbo/contracts/mock/links.
 */
import { Id, Token, z } from '@mbo/contracts';
import { mockLinkCalls, type MockLinkOutput } from '@mbo/contracts/mock/links';
import { FaultRule, FaultRuleBody, FaultRuleParams } from './fault-rules';
import {
  BillingRun,
  Cancelled,
  ClockBody,
  ClockState,
  MembershipTarget,
  MonthEnd,
  MovedClock,
  OutboxMessage,
  OutboxQuery,
  PaymentBooked,
  PayoutDecision,
  PayoutQuery,
  PayoutRequestBody,
  RedeemBody,
  Redeemed,
  RedeemSignInLinkBody,
  ResetBody,
  ResetDone,
  Sandbox,
  SandboxBody,
  SandboxParams,
  SIGN_IN_LINK_TTL_SECONDS,
  SignInLink,
  SignInLinkBody,
  StoreDetail,
  StoreFigures,
  StorePayout,
  StoreQuery,
  Story,
  SubscribeBody,
  Subscribed,
} from './schemas';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const IdParams = z.object({ id: Id });

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
    // The web app makes this call: its method, path and answer are spelled where it reads them.
    ...mockLinkCalls.redeemSignInLink,
    summary: "The web app trades a sign-in link's token for a session (get-token's answer)",
    body: RedeemSignInLinkBody,
    response: data(Token) satisfies z.ZodType<MockLinkOutput<'redeemSignInLink'>>,
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
  sandboxes: tool({
    method: 'GET',
    path: '/__mock/sandboxes',
    summary: 'The sandboxes of a shared demo server (SANDBOXES=on), last used first',
    response: data(z.array(Sandbox)),
    status: 200,
  }),
  createSandbox: tool({
    method: 'POST',
    path: '/__mock/sandboxes',
    summary:
      'A new sandbox with the demo or the large data ({ data: "demo" | "large" }); other calls name it by X-Mock-Sandbox',
    body: SandboxBody,
    response: data(Sandbox),
    status: 201,
  }),
  removeSandbox: tool({
    method: 'DELETE',
    path: '/__mock/sandboxes/{name}',
    summary: 'Remove a sandbox and its data',
    params: SandboxParams,
    response: data(z.object({ name: z.string(), deleted: z.literal(true) })),
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
