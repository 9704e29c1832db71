/**
 * Storage of the mock API. Money is in cents, instants are milliseconds since epoch (UTC),
 * calendar dates are YYYY-MM-DD text. "memberships" are fans' subscriptions to plans; the API
 * calls plans "subscriptions".
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
  type ReferenceConfig,
} from 'drizzle-orm/sqlite-core';

/** A column that must name a row of another table (a store's plan, a payment's membership). */
const belongsTo = (name: string, target: () => AnySQLiteColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);

/** A store's opening hours (stores.opening_hours). */
export interface OpeningHoursValue {
  open_day: string;
  close_day: string;
  start_time: string;
  end_time: string;
}

/** When a voucher may be used (vouchers.schedule). */
export interface VoucherSchedule {
  start_time: string;
  end_time: string;
  days: string[];
}

/**
 * What a notification says, as the values its words are made of (notifications.params): the
 * words themselves are rendered in the reader's language when the notification is read. Dates are
 * instants in milliseconds, money in cents.
 */
export interface NotificationParamsByType {
  cust_subscribe: { fan: string; plan: string };
  cust_subscribe_cancel: { fan: string; plan: string; endsAt: number };
  vcr_redeemed: { fan: string; voucher: string };
  withdraw_success: { amountCents: number };
  broadcast_sent: { plan: string; recipients: number; outcome: 'sent' | 'cancelled' };
}
export type NotificationParams = NotificationParamsByType[keyof NotificationParamsByType];

/**
 * One line of an issued invoice (invoices.items): a plan sold `quantity` times at one price in the
 * month. Kept as parameters, not sentences, so its words can be rendered in the reader's language.
 * Money in cents: unit price = price + fee (what a fan paid), amount = quantity × unit price.
 */
export interface InvoiceItem {
  kind: 'plan';
  plan_id: number;
  plan_name: string;
  billing_months: number;
  quantity: number;
  price_cents: number;
  fee_cents: number;
  unit_price_cents: number;
  amount_cents: number;
}

export const categories = sqliteTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const stores = sqliteTable('stores', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  phone: text('phone').notNull().unique(),
  categoryId: belongsTo('category_id', () => categories.id),
  address: text('address').notNull(),
  lat: real('lat').notNull(),
  lng: real('lng').notNull(),
  country: text('country').notNull().default('DE'),
  about: text('about'),
  openingHours: text('opening_hours', { mode: 'json' }).$type<OpeningHoursValue>(),
  photoUrl: text('photo_url'),
  logoUrl: text('logo_url'),
  email: text('email'),
  lang: text('lang', { enum: ['en', 'de'] })
    .notNull()
    .default('de'),
  verifiedAt: integer('verified_at'),
  providerAccountId: text('provider_account_id'),
  activatedAt: integer('activated_at'),
  /** When the store hid its setup guide from the dashboard (null: not hidden). */
  setupGuideDismissedAt: integer('setup_guide_dismissed_at'),
  createdAt: integer('created_at').notNull(),
});

export const otpCodes = sqliteTable(
  'otp_codes',
  {
    id: integer('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['login', 'edit_phone'] }).notNull(),
    storeId: belongsTo('store_id', () => stores.id),
    code: text('code').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: integer('expires_at').notNull(),
    consumedAt: integer('consumed_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('otp_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);

export const tokens = sqliteTable('tokens', {
  token: text('token').primaryKey(),
  storeId: belongsTo('store_id', () => stores.id),
  expiresAt: integer('expires_at').notNull(),
  createdAt: integer('created_at').notNull(),
});

export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey(),
    channel: text('channel', { enum: ['whatsapp', 'sms'] }).notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id)],
);

export const vouchers = sqliteTable(
  'vouchers',
  {
    id: integer('id').primaryKey(),
    storeId: belongsTo('store_id', () => stores.id),
    name: text('name').notNull(),
    voucherType: text('voucher_type', { enum: ['DFP', 'DPR', 'GDS'] }).notNull(),
    value: real('value').notNull(),
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    quantity: integer('quantity'),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    schedule: text('schedule', { mode: 'json' }).$type<VoucherSchedule>(),
    category: text('category'),
    informations: text('informations', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    termsAndConditions: text('terms_and_conditions').notNull().default(''),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    /** The name folded for search (see search.ts); filled on every write. */
    nameFolded: text('name_folded'),
  },
  (t) => [
    // Covers the list (its columns, newest first), so a page is read from the index alone.
    index('vouchers_store_idx').on(
      t.storeId,
      t.id,
      t.name,
      t.voucherType,
      t.value,
      t.status,
      t.quantity,
      t.startDate,
      t.endDate,
      t.category,
      t.createdAt,
      t.updatedAt,
    ),
    index('vouchers_store_name_idx').on(t.storeId, t.nameFolded),
  ],
);

export const billingPeriods = sqliteTable('billing_periods', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
  months: integer('months').notNull(),
});

export const plans = sqliteTable(
  'plans',
  {
    id: integer('id').primaryKey(),
    storeId: belongsTo('store_id', () => stores.id),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    billingPeriodId: belongsTo('billing_period_id', () => billingPeriods.id),
    howToUse: text('how_to_use', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    perksAndBenefits: text('perks_and_benefits', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    termsAndConditions: text('terms_and_conditions').notNull().default(''),
    createdAt: integer('created_at').notNull(),
    /** The name folded for search (see search.ts); filled on every write. */
    nameFolded: text('name_folded'),
  },
  (t) => [index('plans_store_idx').on(t.storeId, t.id), index('plans_store_name_idx').on(t.storeId, t.nameFolded)],
);

export const planVouchers = sqliteTable(
  'plan_vouchers',
  {
    id: integer('id').primaryKey(),
    planId: belongsTo('plan_id', () => plans.id, { onDelete: 'cascade' }),
    voucherId: belongsTo('voucher_id', () => vouchers.id),
    maxUseQty: integer('max_use_qty').notNull(),
    additionalVoucher: integer('additional_voucher', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('plan_vouchers_uq').on(t.planId, t.voucherId),
    index('plan_vouchers_voucher_idx').on(t.voucherId),
  ],
);

/** Fans of one store. */
export const subscribers = sqliteTable(
  'subscribers',
  {
    id: integer('id').primaryKey(),
    storeId: belongsTo('store_id', () => stores.id),
    username: text('username').notNull(),
    phone: text('phone').notNull(),
    address: text('address'),
    createdAt: integer('created_at').notNull(),
    /** The username folded for search (see search.ts); filled on every write. */
    usernameFolded: text('username_folded'),
  },
  (t) => [
    index('subscribers_store_idx').on(t.storeId, t.id),
    index('subscribers_store_username_idx').on(t.storeId, t.usernameFolded),
  ],
);

/** A fan's subscription to a plan. Cancelled ones stay active until cancel_at. */
export const memberships = sqliteTable(
  'memberships',
  {
    id: integer('id').primaryKey(),
    storeId: belongsTo('store_id', () => stores.id),
    subscriberId: belongsTo('subscriber_id', () => subscribers.id),
    planId: belongsTo('plan_id', () => plans.id),
    subscribedAt: integer('subscribed_at').notNull(),
    renewalAt: integer('renewal_at').notNull(),
    cancelAt: integer('cancel_at'),
  },
  (t) => [
    // Both cover what they serve: active fans of a store over time (the dashboard), active
    // memberships per plan (the plan list's subscriber counts); neither reads the table.
    index('memberships_store_idx').on(t.storeId, t.subscribedAt, t.cancelAt, t.subscriberId),
    index('memberships_subscriber_idx').on(t.subscriberId),
    index('memberships_plan_idx').on(t.planId, t.cancelAt),
    // The billing run looks for renewals that are due and not cancelled by then, in the index alone.
    index('memberships_renewal_idx').on(t.renewalAt, t.cancelAt),
  ],
);

/**
 * One charge of a fan for one billing period. amount_cents is the plan price charged (what the
 * store earns, net); fee_cents the fan fee paid on top and kept by the platform; the fan paid
 * amount + fee (gross). contracts/src/ledger.ts derives every money figure from these two.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey(),
    storeId: belongsTo('store_id', () => stores.id),
    membershipId: belongsTo('membership_id', () => memberships.id),
    subscriberId: belongsTo('subscriber_id', () => subscribers.id),
    planId: belongsTo('plan_id', () => plans.id),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    paidAt: integer('paid_at').notNull(),
  },
  (t) => [
    index('payments_store_idx').on(t.storeId, t.paidAt),
    index('payments_subscriber_idx').on(t.subscriberId, t.paidAt),
  ],
);

export const redemptions = sqliteTable(
  'redemptions',
  {
    id: integer('id').primaryKey(),
    storeId: belongsTo('store_id', () => stores.id),
    membershipId: belongsTo('membership_id', () => memberships.id),
    subscriberId: belongsTo('subscriber_id', () => subscribers.id),
    voucherId: belongsTo('voucher_id', () => vouchers.id),
    redeemedAt: integer('redeemed_at').notNull(),
  },
  (t) => [
    index('redemptions_store_idx').on(t.storeId, t.redeemedAt),
    index('redemptions_voucher_idx').on(t.voucherId),
    index('redemptions_subscriber_idx').on(t.subscriberId),
  ],
);

export const broadcasts = sqliteTable(
  'broadcasts',
  {
    id: integer('id').primaryKey(),
    storeId: belongsTo('store_id', () => stores.id),
    planId: belongsTo('plan_id', () => plans.id),
    voucherId: belongsTo('voucher_id', () => vouchers.id),
    description: text('description').notNull(),
    scheduledAt: integer('scheduled_at'),
    status: text('status', { enum: ['Request', 'Success', 'Cancelled'] }).notNull(),
    lang: text('lang', { enum: ['en', 'de'] }).notNull(),
    recipients: integer('recipients').notNull().default(0),
    /** When it was sent, or given up; null while it waits. */
    sentAt: integer('sent_at'),
    failureReason: text('failure_reason', { enum: ['no_active_subscribers'] }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('broadcasts_store_idx').on(t.storeId, t.createdAt)],
);

export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    storeId: belongsTo('store_id', () => stores.id),
    type: text('type', {
      enum: ['cust_subscribe', 'cust_subscribe_cancel', 'vcr_redeemed', 'withdraw_success', 'broadcast_sent'],
    }).notNull(),
    params: text('params', { mode: 'json' }).$type<NotificationParams>().notNull(),
    referenceId: integer('reference_id'),
    subscriptionId: integer('subscription_id'),
    readAt: integer('read_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('notifications_store_idx').on(t.storeId, t.createdAt)],
);

export const payouts = sqliteTable(
  'payouts',
  {
    id: integer('id').primaryKey(),
    storeId: belongsTo('store_id', () => stores.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'rejected'] }).notNull(),
    requestedAt: integer('requested_at').notNull(),
    decidedAt: integer('decided_at'),
  },
  (t) => [index('payouts_store_idx').on(t.storeId, t.requestedAt)],
);

/**
 * Monthly invoices, issued once when a month with payments closes and never recomputed: the
 * billed-to store and the issuer are copied as they read at that moment. Numbers run per store
 * (sequence 1, 2, …). tendered = what fans paid (= the subtotal of the lines), fee = the fan fees
 * kept by the platform, earned = tendered − fee (the total, what the store earns).
 */
export const invoices = sqliteTable(
  'invoices',
  {
    id: integer('id').primaryKey(),
    storeId: belongsTo('store_id', () => stores.id),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique(),
    month: text('month').notNull(),
    periodFrom: text('period_from').notNull(),
    periodTo: text('period_to').notNull(),
    subject: text('subject').notNull(),
    invoiceDate: text('invoice_date').notNull(),
    dueDate: text('due_date').notNull(),
    currency: text('currency', { enum: ['EUR'] }).notNull(),
    billedName: text('billed_name').notNull(),
    billedAddress: text('billed_address').notNull(),
    billedPhone: text('billed_phone').notNull(),
    issuerName: text('issuer_name').notNull(),
    issuerAddress: text('issuer_address').notNull(),
    items: text('items', { mode: 'json' }).$type<InvoiceItem[]>().notNull(),
    tenderedCents: integer('tendered_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    earnedCents: integer('earned_cents').notNull(),
    issuedAt: integer('issued_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_store_month_uq').on(t.storeId, t.month),
    uniqueIndex('invoices_store_sequence_uq').on(t.storeId, t.sequence),
  ],
);

export const shortLinks = sqliteTable('short_links', {
  code: text('code').primaryKey(),
  storeId: integer('store_id')
    .notNull()
    .unique()
    .references(() => stores.id),
  createdAt: integer('created_at').notNull(),
  /** When someone first opened the link (scanned the store's QR code, or followed the shared link). */
  firstOpenedAt: integer('first_opened_at'),
});

/**
 * Sign-in and registration limits: calls counted per key (a client address, or an address and a
 * phone) in a fixed window. Kept in the database so that a restart of the server does not reset them.
 */
export const rateLimitCounters = sqliteTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: integer('resets_at').notNull(),
  },
  (t) => [index('rate_limit_counters_resets_idx').on(t.resetsAt)],
);

/**
 * Pictures a store uploaded, kept as files beside the database. Each slot holds at most the
 * picture the store shows and one upload not saved yet; files nothing references are removed.
 */
export const mediaFiles = sqliteTable(
  'media_files',
  {
    name: text('name').primaryKey(),
    storeId: belongsTo('store_id', () => stores.id),
    slot: text('slot', { enum: ['photo', 'logo'] }).notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('media_files_store_idx').on(t.storeId, t.slot)],
);
