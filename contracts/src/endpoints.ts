/**
 * The one table of every API call. The web client, the mock server, the OpenAPI document and the
 * Pact tests all read it; nothing else spells a path or a payload shape.
 */
import { IdParams, PageQuery, envelope, listEnvelope, z } from './common';
import { GetTokenBody, Me, OtpSent, PhoneChanged, RequestEditPhoneBody, RequestOtpBody, Token } from './auth';
import {
  Balance,
  Category,
  Fee,
  FeeQuery,
  Invoice,
  InvoiceSummary,
  LangBody,
  LangResult,
  Media,
  MediaUploadBody,
  MediaUploadQuery,
  Payout,
  ProviderLink,
  RegisterBody,
  Registered,
  SalesQuery,
  SalesReportPage,
  ShortLink,
  ShortLinkBody,
  Store,
  SubAccountBody,
  UpdateStoreBody,
} from './store';
import {
  ConsumerRedemption,
  ConsumerVoucher,
  ConsumerVoucherParams,
  ConsumerVoucherQuery,
  Voucher,
  VoucherBody,
  VoucherHolder,
  VoucherListItem,
  VoucherListQuery,
} from './vouchers';
import {
  BillingPeriod,
  Plan,
  PlanBody,
  PlanListQuery,
  PlanReport,
  SubscriberDetail,
  SubscriberListQuery,
  SubscriberRow,
} from './plans';
import { CodeParams, MarkedRead, Notification, NotificationList, NotificationListQuery } from './notifications';
import { Broadcast, BroadcastBody, BroadcastDetail, BroadcastListQuery } from './broadcasts';
import {
  RevenueReport,
  SetupGuide,
  SetupGuideBody,
  SummaryOverview,
  TopSubscribersReport,
  VoucherUsageReport,
} from './reports';

/** public: no token; bearer: a valid token is required; optional: a token is used when present. */
export type Auth = 'public' | 'bearer' | 'optional';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The resources a call reads or changes, for clients that cache answers: after a successful call
 * that changes a resource, every cached answer of a call that reads it is stale. A call names each
 * resource whose data its answer shows (a voucher list reads `plan` too: each voucher names its
 * plans), so a change anywhere reaches every answer that shows it.
 *
 * store: the store's profile and settings; voucher; plan; subscriber: fans' memberships of the
 * store's plans and their use of its vouchers; payment: what fans paid (sales); payout: the balance,
 * payouts and the payment-provider account; invoice; notification; broadcast.
 */
export const CACHE_TAGS = [
  'store',
  'voucher',
  'plan',
  'subscriber',
  'payment',
  'payout',
  'invoice',
  'notification',
  'broadcast',
] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

export interface EndpointDef {
  method: Method;
  /** OpenAPI-style path, parameters in braces. */
  path: string;
  auth: Auth;
  tag: string;
  /** The resources the answer shows (empty for reference data and actions). */
  reads: readonly CacheTag[];
  /** The resources a successful call changes (empty when it changes none). */
  changes: readonly CacheTag[];
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Success body. */
  response: z.ZodType;
  /** Success status. */
  status: 200 | 201;
  /** Media type of the success body; JSON unless said. */
  produces?: 'application/json' | 'text/csv';
  /** Media type of the request body; JSON unless said. A multipart body's schema names its parts. */
  consumes?: 'multipart/form-data';
  /** Error statuses this call answers with (body: ApiError). 401 is implied by bearer auth. */
  errors: readonly number[];
}

/** The routing part of an entry, shared with the schema-free `routes` table. */
export type RouteInfo = Pick<EndpointDef, 'method' | 'path' | 'auth' | 'status' | 'produces' | 'consumes'>;

/** What an endpoint reads and changes (src/cache-tags.ts). */
export type CacheTagInfo = Pick<EndpointDef, 'reads' | 'changes'>;

const ep = <const E extends EndpointDef>(e: E): E => e;

const Deleted = envelope(z.object({ id: z.number().int(), deleted: z.literal(true) })).meta({ id: 'Deleted' });

export const endpoints = {
  // ── Authentication and registration ──────────────────────────────────────────────────────────
  requestOtp: ep({
    method: 'POST',
    path: '/auth/request-otp',
    auth: 'optional',
    tag: 'auth',
    reads: [],
    changes: [],
    status: 200,
    summary: 'Send a one-time sign-in code by WhatsApp to a registered store phone',
    description:
      'The code has 6 digits, is valid for 10 minutes and allows 5 wrong tries. A second request for the same phone within 30 seconds is answered 429. An unknown phone is 404.',
    body: RequestOtpBody,
    response: envelope(OtpSent),
    errors: [404, 422, 429],
  }),
  getToken: ep({
    method: 'POST',
    path: '/auth/get-token',
    auth: 'public',
    tag: 'auth',
    reads: [],
    changes: [],
    status: 200,
    summary: 'Exchange phone and one-time code for an access token',
    description: 'A code works once. A wrong code is 422 on `code`; after 5 wrong tries the code is void (429).',
    body: GetTokenBody,
    response: envelope(Token),
    errors: [404, 422, 429],
  }),
  requestEditPhone: ep({
    method: 'POST',
    path: '/auth/request-edit-phone',
    auth: 'bearer',
    tag: 'auth',
    reads: [],
    changes: [],
    status: 200,
    summary: 'Send a code to a new phone number of the signed-in store',
    description: 'The new phone must not belong to a store already (422 on `phone`).',
    body: RequestEditPhoneBody,
    response: envelope(OtpSent),
    errors: [422, 429],
  }),
  verifyPhone: ep({
    method: 'PUT',
    path: '/auth/verify-phone',
    auth: 'bearer',
    tag: 'auth',
    reads: [],
    changes: ['store'],
    status: 200,
    summary: "Change the store's phone with the code sent to the new number",
    description:
      'The code is the one `POST /auth/request-edit-phone` sent to the new number. A wrong code is 422 on `code`; the answer carries the new phone.',
    body: GetTokenBody,
    response: envelope(PhoneChanged),
    errors: [404, 422, 429],
  }),
  me: ep({
    method: 'GET',
    path: '/auth/me',
    auth: 'bearer',
    tag: 'auth',
    reads: ['store'],
    changes: [],
    status: 200,
    summary: 'Identity of the signed-in store',
    description:
      "Who the bearer token belongs to: the store's id, name, phone and language, with its role and domain (`store`).",
    response: envelope(Me),
    errors: [],
  }),
  categories: ep({
    method: 'GET',
    path: '/api/store/categories',
    auth: 'public',
    tag: 'store',
    reads: [],
    changes: [],
    status: 200,
    summary: 'Store categories',
    description:
      "Every category a store can choose when it registers or edits its details, in the caller's language; no token needed.",
    response: envelope(z.array(Category)),
    errors: [],
  }),
  register: ep({
    method: 'POST',
    path: '/api/store/register',
    auth: 'public',
    tag: 'store',
    reads: [],
    changes: [],
    status: 201,
    summary: 'Register a store and send its verification code',
    description: 'Every bad field is named in `errors` (422); a phone already registered is 422 on `phone`.',
    body: RegisterBody,
    response: envelope(Registered),
    errors: [422, 429],
  }),

  // ── Store ─────────────────────────────────────────────────────────────────────────────────────
  myStore: ep({
    method: 'GET',
    path: '/api/store/my',
    auth: 'bearer',
    tag: 'store',
    reads: ['store'],
    changes: [],
    status: 200,
    summary: 'The signed-in store',
    description:
      "The store's public details: name, slug, category, address and position, about text, opening hours, photo, logo, e-mail, language and whether it is activated for payouts.",
    response: envelope(Store),
    errors: [],
  }),
  updateMyStore: ep({
    method: 'PUT',
    path: '/api/store/my',
    auth: 'bearer',
    tag: 'store',
    reads: [],
    changes: ['store'],
    status: 200,
    summary: 'Update store details: about, opening hours, logo and photo URLs, address',
    description:
      'Only the fields sent change; a field sent as null is cleared. An unknown category is 422 on `category_id`. Answers the whole store.',
    body: UpdateStoreBody,
    response: envelope(Store),
    errors: [422],
  }),
  uploadMedia: ep({
    method: 'POST',
    path: '/api/store/media',
    auth: 'bearer',
    tag: 'store',
    reads: [],
    changes: [],
    status: 201,
    consumes: 'multipart/form-data',
    summary: "Upload a picture for the store's photo or logo",
    description:
      'multipart/form-data with one part `file`: a JPEG, PNG or WebP image (judged by its bytes, not its name or declared type) of at most 5 MB, for the slot `photo` or `logo` (query). ' +
      'The picture is decoded and encoded again in its format (longest side at most 4096 px), without its metadata (EXIF, location), and only that copy is stored and served. ' +
      'A missing file or one that is no such picture is 422 on `file`; a bigger one, or one that would take the store over its storage quota, is 413; a second file, too many form fields or a body cut off is 400. ' +
      "Each slot keeps the store's current picture and the latest upload not saved yet: a new upload replaces the slot's earlier unsaved one, and saving the store (PUT /api/store/my) removes every picture it no longer shows. " +
      'The answer is the URL the picture is served at; set it as `photo_url` or `logo_url` with PUT /api/store/my.',
    query: MediaUploadQuery,
    body: MediaUploadBody,
    response: envelope(Media),
    errors: [400, 413, 422],
  }),
  planReport: ep({
    method: 'GET',
    path: '/api/store/my/report',
    auth: 'bearer',
    tag: 'plans',
    reads: ['plan', 'subscriber', 'payment'],
    changes: [],
    status: 200,
    summary: 'Plan report: revenue and subscriber count of this month with growth against last month',
    description:
      'Revenue and active subscribers of the current month, each with its growth against last month as a whole-number percent string.',
    response: envelope(PlanReport),
    errors: [],
  }),
  shortLink: ep({
    method: 'POST',
    path: '/short/generate/store',
    auth: 'bearer',
    tag: 'store',
    reads: ['store'],
    changes: [],
    status: 200,
    summary: "Short link to the store's public page (for the store QR code)",
    description: 'The same store always gets the same link. `link_id` is the store slug or id.',
    body: ShortLinkBody,
    response: envelope(ShortLink),
    errors: [404, 422],
  }),
  additionalFee: ep({
    method: 'GET',
    path: '/api/store/additional-fee',
    auth: 'bearer',
    tag: 'plans',
    reads: [],
    changes: [],
    status: 200,
    summary: 'The local fan fee added to a plan price',
    description: '`price` is required: euros in digits with up to two decimals; without it the answer is 422.',
    query: FeeQuery,
    response: envelope(Fee),
    errors: [422],
  }),
  providerSubAccount: ep({
    method: 'POST',
    path: '/api/store/stripe/sub-account',
    auth: 'bearer',
    tag: 'payouts',
    reads: [],
    changes: ['store', 'payout'],
    status: 200,
    summary: 'Start payment-provider onboarding; answers the onboarding link',
    description:
      "Creates the store's payment-provider account on first use and answers a link to its onboarding page; calling it again keeps the account and answers a new link.",
    body: SubAccountBody,
    response: envelope(ProviderLink),
    errors: [422],
  }),
  providerLogin: ep({
    method: 'GET',
    path: '/api/store/stripe/login',
    auth: 'bearer',
    tag: 'payouts',
    reads: ['payout'],
    changes: [],
    status: 200,
    summary: "Login link to the payment provider's dashboard",
    description: 'A store that has not started onboarding is 409.',
    response: envelope(ProviderLink),
    errors: [409],
  }),
  balance: ep({
    method: 'GET',
    path: '/api/store/balance',
    auth: 'bearer',
    tag: 'payouts',
    reads: ['payout', 'payment'],
    changes: [],
    status: 200,
    summary: 'Balance available for withdrawal',
    description:
      '`available` is what the store earned, less what was paid out or is pending; `is_activated` says whether a withdrawal can be asked for at all.',
    response: envelope(Balance),
    errors: [],
  }),
  withdraw: ep({
    method: 'POST',
    path: '/api/store/withdraw',
    auth: 'bearer',
    tag: 'payouts',
    reads: [],
    changes: ['payout'],
    status: 201,
    summary: 'Request a payout of the whole available balance',
    description:
      'Refused (409) when the balance is zero or the store is not activated. An administrator approves it later.',
    response: envelope(Payout),
    errors: [409],
  }),
  payouts: ep({
    method: 'GET',
    path: '/api/store/payouts',
    auth: 'bearer',
    tag: 'payouts',
    reads: ['payout'],
    changes: [],
    status: 200,
    summary: 'Payout history, newest first',
    description:
      'Withdrawals of the store with their status (`pending`, `paid`, `rejected`) and when they were requested and decided.',
    query: PageQuery,
    response: listEnvelope(Payout),
    errors: [422],
  }),
  invoices: ep({
    method: 'GET',
    path: '/api/store/invoices',
    auth: 'bearer',
    tag: 'payouts',
    reads: ['invoice'],
    changes: [],
    status: 200,
    summary: 'Monthly invoices, newest first',
    description: 'One invoice per month with sales: number, subject, dates and what the store earned (`total`).',
    query: PageQuery,
    response: listEnvelope(InvoiceSummary),
    errors: [422],
  }),
  invoice: ep({
    method: 'GET',
    path: '/api/store/invoices/{id}',
    auth: 'bearer',
    tag: 'payouts',
    reads: ['invoice'],
    changes: [],
    status: 200,
    summary: 'One invoice',
    description:
      'The invoice with the store it is billed to, its items and the amounts: what the fans paid (tendered), the fee and what the store earned.',
    params: IdParams,
    response: envelope(Invoice),
    errors: [404, 422],
  }),
  salesReport: ep({
    method: 'GET',
    path: '/api/store/sales-report',
    auth: 'bearer',
    tag: 'payouts',
    reads: ['payment'],
    changes: [],
    status: 200,
    summary: 'Payments received, newest first, optionally between two dates (inclusive)',
    description: 'The totals sum every payment of the range, not only the page.',
    query: PageQuery.extend(SalesQuery.shape),
    response: SalesReportPage,
    errors: [422],
  }),
  salesReportCsv: ep({
    method: 'GET',
    path: '/api/store/sales-report/download',
    auth: 'bearer',
    tag: 'payouts',
    reads: ['payment'],
    changes: [],
    status: 200,
    summary: 'The sales report as CSV',
    description:
      "The same rows as the sales report, every one of the range: a UTF-8 byte order mark, a header, one line per payment (newest first, its time in Europe/Berlin with the offset), then a totals row; amounts with two decimals, RFC 4180 quoting, lines ending in CRLF. In the Accept-Language's language: German has German headers, ';' between fields and decimal commas; English ',' and decimal points. Answered as a download named after the store and the period (Content-Disposition with filename and filename*).",
    query: SalesQuery,
    response: z.string(),
    produces: 'text/csv',
    errors: [422],
  }),
  setLang: ep({
    method: 'POST',
    path: '/api/lang',
    auth: 'bearer',
    tag: 'store',
    reads: [],
    changes: ['store'],
    status: 200,
    summary: 'Store the language preference',
    description: "The language (`en` or `de`) of the store's messages, notifications and broadcasts.",
    body: LangBody,
    response: envelope(LangResult),
    errors: [422],
  }),

  // ── Dashboard ─────────────────────────────────────────────────────────────────────────────────
  summaryOverview: ep({
    method: 'GET',
    path: '/api/store/summary/overview',
    auth: 'bearer',
    tag: 'dashboard',
    reads: ['subscriber'],
    changes: [],
    status: 200,
    summary: 'Active subscribers and vouchers used this month, each with growth against last month',
    description:
      'Growth is the whole-number percent change against last month (0 when both months are 0, 100 when only last month is).',
    response: envelope(SummaryOverview),
    errors: [],
  }),
  summaryRevenue: ep({
    method: 'GET',
    path: '/api/store/summary/revenue',
    auth: 'bearer',
    tag: 'dashboard',
    reads: ['payment'],
    changes: [],
    status: 200,
    summary: 'Revenue of the last 6 months (current and five before, missing months 0), total and growth',
    description: 'revenue_total sums the six months; revenue_growth compares this month with last month.',
    response: envelope(RevenueReport),
    errors: [],
  }),
  summaryVoucher: ep({
    method: 'GET',
    path: '/api/store/summary/voucher',
    auth: 'bearer',
    tag: 'dashboard',
    reads: ['voucher', 'plan', 'subscriber'],
    changes: [],
    status: 200,
    summary:
      'Most-used vouchers: redemptions this month with growth, top 5 by use this month against their monthly allowance',
    description:
      "`voucher_total` counts this month's redemptions; `items` are the five vouchers used most this month, each with its monthly allowance.",
    response: envelope(VoucherUsageReport),
    errors: [],
  }),
  summarySubscriber: ep({
    method: 'GET',
    path: '/api/store/summary/subscriber',
    auth: 'bearer',
    tag: 'dashboard',
    reads: ['subscriber'],
    changes: [],
    status: 200,
    summary: 'Top subscribers by loyalty score (vouchers redeemed), with active subscriber count and growth',
    description:
      "`items` are the five subscribers with the highest loyalty score: the vouchers they have redeemed at the store, ever (`total`, the same figure as the subscriber's `redeemed_count`). `subscriber_total` counts the active subscribers, `subscriber_growth` compares with last month.",
    response: envelope(TopSubscribersReport),
    errors: [],
  }),

  setupGuide: ep({
    method: 'GET',
    path: '/api/store/setup-guide',
    auth: 'bearer',
    tag: 'dashboard',
    reads: ['store', 'voucher', 'plan', 'payout', 'payment'],
    changes: [],
    status: 200,
    summary: "A new store's setup guide: five steps from its profile to its shared link, each ticked from its data",
    description:
      'The steps in order: profile (a photo and an about text), voucher, plan (a plan holding a voucher), payouts (activated by the payment provider) and share (the store link opened). `show` is false once a fan has paid, every step is done, or the store dismissed the guide.',
    response: envelope(SetupGuide),
    errors: [],
  }),
  updateSetupGuide: ep({
    method: 'PUT',
    path: '/api/store/setup-guide',
    auth: 'bearer',
    tag: 'dashboard',
    reads: [],
    changes: ['store'],
    status: 200,
    summary: 'Dismiss the setup guide for the store, or show it again',
    description: 'Answers the guide as it is now.',
    body: SetupGuideBody,
    response: envelope(SetupGuide),
    errors: [422],
  }),

  // ── Vouchers ──────────────────────────────────────────────────────────────────────────────────
  listVouchers: ep({
    method: 'GET',
    path: '/api/store/vouchers',
    auth: 'bearer',
    tag: 'vouchers',
    reads: ['voucher', 'plan'],
    changes: [],
    status: 200,
    summary: 'Vouchers, newest first, filtered by status, type and name',
    description:
      '`q` matches a part of the name, ignoring case; `status` and `voucher_type` filter. Each voucher lists the plans that use it.',
    query: VoucherListQuery,
    response: listEnvelope(VoucherListItem),
    errors: [422],
  }),
  createVoucher: ep({
    method: 'POST',
    path: '/api/store/vouchers',
    auth: 'bearer',
    tag: 'vouchers',
    reads: [],
    changes: ['voucher'],
    status: 201,
    summary: 'Create a voucher',
    description:
      'Every bad field is named in `errors` (422). A voucher without `start_date` starts today; one created as `published` can be put in plans at once.',
    body: VoucherBody,
    response: envelope(Voucher),
    errors: [422],
  }),
  getVoucher: ep({
    method: 'GET',
    path: '/api/store/vouchers/{id}',
    auth: 'bearer',
    tag: 'vouchers',
    reads: ['voucher', 'plan'],
    changes: [],
    status: 200,
    summary: 'One voucher',
    description: "Every field of the voucher, with the plans that use it. Another store's voucher is 404.",
    params: IdParams,
    response: envelope(Voucher),
    errors: [404, 422],
  }),
  updateVoucher: ep({
    method: 'PUT',
    path: '/api/store/vouchers/{id}',
    auth: 'bearer',
    tag: 'vouchers',
    reads: [],
    changes: ['voucher'],
    status: 200,
    summary: 'Update a voucher',
    description: 'A voucher used by a plan cannot go back to draft (409).',
    params: IdParams,
    body: VoucherBody,
    response: envelope(Voucher),
    errors: [404, 409, 422],
  }),
  deleteVoucher: ep({
    method: 'DELETE',
    path: '/api/store/vouchers/{id}',
    auth: 'bearer',
    tag: 'vouchers',
    reads: [],
    changes: ['voucher'],
    status: 200,
    summary: 'Delete a voucher',
    description: 'A voucher that a plan uses is refused with 409.',
    params: IdParams,
    response: Deleted,
    errors: [404, 409, 422],
  }),
  voucherSubscribers: ep({
    method: 'GET',
    path: '/api/store/vouchers/{id}/subs',
    auth: 'bearer',
    tag: 'vouchers',
    reads: ['voucher', 'plan', 'subscriber'],
    changes: [],
    status: 200,
    summary: 'Subscribers holding this voucher through their plan',
    description:
      'The fans whose plan holds the voucher, with how often they used it this billing period and how often they may.',
    params: IdParams,
    query: PageQuery,
    response: listEnvelope(VoucherHolder),
    errors: [404, 422],
  }),
  subscriberVouchers: ep({
    method: 'GET',
    path: '/api/store/subscriber/{id}/voucher',
    auth: 'bearer',
    tag: 'subscribers',
    reads: ['subscriber', 'plan', 'voucher'],
    changes: [],
    status: 200,
    summary: "A consumer's vouchers with use this billing period",
    description:
      "The vouchers of the plan of the fan's latest subscription, or with `plan_id` of their latest subscription to that plan (404 when they never held it), with use this billing period against the allowance and the last use.",
    params: IdParams,
    query: ConsumerVoucherQuery,
    response: listEnvelope(ConsumerVoucher),
    errors: [404, 422],
  }),
  subscriberVoucher: ep({
    method: 'GET',
    path: '/api/store/subscriber/{id}/voucher/{voucher_id}',
    auth: 'bearer',
    tag: 'subscribers',
    reads: ['subscriber', 'plan', 'voucher'],
    changes: [],
    status: 200,
    summary: "One voucher of a consumer's plan with its use this billing period",
    description:
      "404 when the consumer is not this store's, has never subscribed, or the voucher is in the plan of none of their subscriptions. Use is counted under the latest subscription whose plan has the voucher.",
    params: ConsumerVoucherParams,
    response: envelope(ConsumerVoucher),
    errors: [404, 422],
  }),
  subscriberVoucherRedemptions: ep({
    method: 'GET',
    path: '/api/store/subscriber/{id}/voucher/{voucher_id}/redemptions',
    auth: 'bearer',
    tag: 'subscribers',
    reads: ['subscriber', 'plan', 'voucher'],
    changes: [],
    status: 200,
    summary: "A consumer's redemptions of one voucher, newest first, under any of their subscriptions",
    description: 'Answers 404 exactly when the voucher call does.',
    params: ConsumerVoucherParams,
    query: PageQuery,
    response: listEnvelope(ConsumerRedemption),
    errors: [404, 422],
  }),

  // ── Subscription plans and subscribers ───────────────────────────────────────────────────────
  billingPeriods: ep({
    method: 'GET',
    path: '/api/store/billing-periods',
    auth: 'bearer',
    tag: 'plans',
    reads: [],
    changes: [],
    status: 200,
    summary: 'Billing periods',
    description: 'The periods a plan can be billed in (monthly and longer), with their length in months.',
    response: envelope(z.array(BillingPeriod)),
    errors: [],
  }),
  listPlans: ep({
    method: 'GET',
    path: '/api/store/subscriptions',
    auth: 'bearer',
    tag: 'plans',
    reads: ['plan', 'voucher'],
    changes: [],
    status: 200,
    summary: 'Subscription plans, newest first',
    description:
      '`q` matches a part of the name, ignoring case. Each plan carries its vouchers, price, fee, final price and subscriber count.',
    query: PlanListQuery,
    response: listEnvelope(Plan),
    errors: [422],
  }),
  createPlan: ep({
    method: 'POST',
    path: '/api/store/subscriptions',
    auth: 'bearer',
    tag: 'plans',
    reads: [],
    changes: ['plan'],
    status: 201,
    summary: 'Create a subscription plan',
    description:
      "Needs at least one published voucher of this store (otherwise 422 with the spec message). Every voucher must be this store's and published.",
    body: PlanBody,
    response: envelope(Plan),
    errors: [422],
  }),
  getPlan: ep({
    method: 'GET',
    path: '/api/store/subscriptions/{id}',
    auth: 'bearer',
    tag: 'plans',
    reads: ['plan', 'voucher'],
    changes: [],
    status: 200,
    summary: 'One plan',
    description:
      "The plan with its vouchers (guaranteed and additional), price, fan fee, final price and subscriber count. Another store's plan is 404.",
    params: IdParams,
    response: envelope(Plan),
    errors: [404, 422],
  }),
  updatePlan: ep({
    method: 'PUT',
    path: '/api/store/subscriptions/{id}',
    auth: 'bearer',
    tag: 'plans',
    reads: [],
    changes: ['plan'],
    status: 200,
    summary: 'Update a plan',
    description:
      "The body replaces the plan's fields and its list of vouchers; every voucher must be a published voucher of the store (422 naming the voucher otherwise).",
    params: IdParams,
    body: PlanBody,
    response: envelope(Plan),
    errors: [404, 422],
  }),
  deletePlan: ep({
    method: 'DELETE',
    path: '/api/store/subscriptions/{id}',
    auth: 'bearer',
    tag: 'plans',
    reads: [],
    changes: ['plan'],
    status: 200,
    summary: 'Delete a plan',
    description: 'A plan with active subscribers is refused with 409.',
    params: IdParams,
    response: Deleted,
    errors: [404, 409, 422],
  }),
  listSubscribers: ep({
    method: 'GET',
    path: '/api/store/subscriptions/my/subscriber',
    auth: 'bearer',
    tag: 'subscribers',
    reads: ['subscriber', 'plan', 'payment'],
    changes: [],
    status: 200,
    summary: 'Subscribers, latest payment first',
    description:
      'The fans who hold or held a plan of the store, with their plan, latest payment and whether they are active; `q` matches a part of the username or phone, `plan_id` filters by plan.',
    query: SubscriberListQuery,
    response: listEnvelope(SubscriberRow),
    errors: [422],
  }),
  getSubscriber: ep({
    method: 'GET',
    path: '/api/store/subscriptions/my/subscriber/{id}',
    auth: 'bearer',
    tag: 'subscribers',
    reads: ['subscriber', 'plan', 'payment'],
    changes: [],
    status: 200,
    summary: 'Consumer detail',
    description:
      "The fan with their plan, membership dates (subscribed, renewal, cancellation), total paid and redemptions. Another store's fan is 404.",
    params: IdParams,
    response: envelope(SubscriberDetail),
    errors: [404, 422],
  }),

  // ── Notifications ─────────────────────────────────────────────────────────────────────────────
  listNotifications: ep({
    method: 'GET',
    path: '/api/store/notifications',
    auth: 'bearer',
    tag: 'notifications',
    reads: ['notification'],
    changes: [],
    status: 200,
    summary: 'Notifications, newest first',
    description:
      "Pages of the store's notifications, newest first; `unread=true` keeps the unread ones. `unread_count` counts every unread notification of the store.",
    query: NotificationListQuery,
    response: NotificationList,
    errors: [422],
  }),
  markAllNotificationsRead: ep({
    method: 'POST',
    path: '/api/store/notifications/mark-read-all',
    auth: 'bearer',
    tag: 'notifications',
    reads: [],
    changes: ['notification'],
    status: 200,
    summary: 'Mark every notification read',
    description:
      'Marks every unread notification of the store read and answers how many it marked. The call takes no body.',
    response: envelope(MarkedRead),
    errors: [],
  }),
  readNotification: ep({
    method: 'GET',
    path: '/api/store/notifications/{code}',
    auth: 'bearer',
    tag: 'notifications',
    reads: ['notification'],
    changes: ['notification'],
    status: 200,
    summary: 'One notification; reading it marks it read',
    description: "Answers the notification and marks it read. An unknown code, or another store's, is 404.",
    params: CodeParams,
    response: envelope(Notification),
    errors: [404],
  }),

  // ── Broadcasts ────────────────────────────────────────────────────────────────────────────────
  requestBroadcast: ep({
    method: 'POST',
    path: '/api/store/broadcast/request',
    auth: 'bearer',
    tag: 'broadcasts',
    reads: [],
    changes: ['broadcast'],
    status: 201,
    summary: 'Request a broadcast to the subscribers of a plan',
    description:
      'Stored with status Request. The voucher must belong to the plan, and scheduled_at must be in the future. A scheduled time only queues the message.',
    body: BroadcastBody,
    response: envelope(Broadcast),
    errors: [422],
  }),
  listBroadcasts: ep({
    method: 'GET',
    path: '/api/store/broadcast',
    auth: 'bearer',
    tag: 'broadcasts',
    reads: ['broadcast', 'plan', 'voucher'],
    changes: [],
    status: 200,
    summary: 'Broadcasts; newest first unless sorted by name or date ascending',
    description:
      '`q` matches a part of the plan name, ignoring case; `status` filters (`Request`: waiting to be sent, `Success`: sent); `sort` orders by name or by scheduled date.',
    query: BroadcastListQuery,
    response: listEnvelope(Broadcast),
    errors: [422],
  }),
  getBroadcast: ep({
    method: 'GET',
    path: '/api/store/broadcast/{id}',
    auth: 'bearer',
    tag: 'broadcasts',
    reads: ['broadcast', 'plan', 'voucher'],
    changes: [],
    status: 200,
    summary: 'One broadcast, with when it was sent and how many fans it reached',
    description:
      "The message, its plan and voucher, the requested time (`scheduled_at`) and the time it was sent or given up (`sent_at`, null while it waits), the fans it reached (`recipients`), and for a Cancelled one `failure_reason`. Another store's broadcast is 404.",
    params: IdParams,
    response: envelope(BroadcastDetail),
    errors: [404, 422],
  }),
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes: params, query and body, each only where the endpoint has one. */
export type EndpointInput<N extends EndpointName> = (Endpoints[N] extends { params: infer P }
  ? { params: InputOf<P> }
  : { params?: never }) &
  (Endpoints[N] extends { query: infer Q } ? { query?: InputOf<Q> } : { query?: never }) &
  (Endpoints[N] extends { body: infer B } ? { body: InputOf<B> } : { body?: never });

/** What the endpoint answers on success. */
export type EndpointOutput<N extends EndpointName> = OutputOf<Endpoints[N]['response']>;

export type ParsedParams<N extends EndpointName> = Endpoints[N] extends { params: infer P }
  ? OutputOf<P>
  : Record<string, never>;
export type ParsedQuery<N extends EndpointName> = Endpoints[N] extends { query: infer Q }
  ? OutputOf<Q>
  : Record<string, never>;
export type ParsedBody<N extends EndpointName> = Endpoints[N] extends { body: infer B } ? OutputOf<B> : undefined;

export const endpointNames = Object.keys(endpoints) as EndpointName[];

export { buildPath } from './paths';
