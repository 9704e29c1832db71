/**
 * Small, explicit rows for tests and for the pact's provider states (/__mock/pact/state): each
 * caller states the rows it depends on, written as typed rows of the schema (@mbo/db). Instants
 * are milliseconds since epoch.
 */
import { feeCents } from '@mbo/contracts';
import {
  broadcasts,
  categories,
  clearDatabase,
  insertRow,
  invoices,
  memberships,
  notifications,
  outbox,
  payments,
  payouts,
  plans,
  planVouchers,
  redemptions,
  stores,
  subscribers,
  tokens,
  vouchers,
  type NewBroadcast,
  type NewInvoice,
  type NewOutboxMessage,
  type NewPayout,
  type NewStore,
  type DbHandle,
  type NewVoucher,
  type Sqlite,
} from '@mbo/db';
import { asc } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { newNotificationCode, type Notice } from './notifications';

export const DAY = 24 * 3600 * 1000;

let seq = 0;
const next = () => ++seq;

/** Deletes every row but the reference rows (categories, billing periods). */
export function clearRows(sqlite: Sqlite): void {
  clearDatabase(sqlite);
}

export function insertStore(
  sqlite: Sqlite,
  fields: Partial<{
    name: string;
    slug: string;
    phone: string;
    categoryId: number;
    activated: boolean;
    lang: NewStore['lang'];
    createdAt: number;
    profile: Pick<NewStore, 'about' | 'openingHours' | 'photoUrl' | 'logoUrl' | 'email'>;
  }> = {},
): number {
  const n = next();
  const name = fields.name ?? `Test Store ${n}`;
  return insertRow(sqlite, stores, {
    name,
    slug: fields.slug ?? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`,
    phone: fields.phone ?? `+49.1510000${String(n).padStart(4, '0')}`,
    categoryId: fields.categoryId ?? 1,
    address: 'Friedrichstraße 43, 10117 Berlin',
    lat: 52.52,
    lng: 13.39,
    lang: fields.lang ?? 'de',
    verifiedAt: fields.createdAt ?? 0,
    providerAccountId: fields.activated ? 'acct_test' : null,
    activatedAt: fields.activated ? 1 : null,
    createdAt: fields.createdAt ?? 0,
    ...fields.profile,
  });
}

/** A valid token for the store, as get-token would issue it (or an expired one, with a past `now`). */
export function signIn(sqlite: Sqlite, storeId: number, now: number, ttlMs = 7 * DAY, prefix = ''): string {
  const token = `${prefix}${randomBytes(24).toString('base64url')}`;
  insertRow(sqlite, tokens, { token, storeId, expiresAt: now + ttlMs, createdAt: now });
  return token;
}

export function insertVoucher(
  sqlite: Sqlite,
  storeId: number,
  fields: Partial<{
    name: string;
    type: NewVoucher['voucherType'];
    value: number;
    status: NewVoucher['status'];
    startDate: string;
    endDate: string | null;
    createdAt: number;
    /** Quantity, schedule, category and terms: a voucher with every field filled. */
    details: Pick<NewVoucher, 'quantity' | 'schedule' | 'category' | 'informations'>;
  }> = {},
): number {
  const n = next();
  return insertRow(sqlite, vouchers, {
    storeId,
    name: fields.name ?? `Voucher ${n}`,
    voucherType: fields.type ?? 'DPR',
    value: fields.value ?? 10,
    status: fields.status ?? 'published',
    quantity: null,
    startDate: fields.startDate ?? '2026-01-01',
    endDate: fields.endDate ?? null,
    schedule: null,
    category: null,
    informations: ['Show the code at the counter'],
    termsAndConditions: 'One per visit.',
    createdAt: fields.createdAt ?? n,
    updatedAt: fields.createdAt ?? n,
    ...fields.details,
  });
}

export function insertPlan(
  sqlite: Sqlite,
  storeId: number,
  list: { voucherId: number; maxUseQty?: number; additional?: boolean }[],
  fields: Partial<{ name: string; priceCents: number; billingPeriodId: number; createdAt: number }> = {},
): number {
  const n = next();
  const planId = insertRow(sqlite, plans, {
    storeId,
    name: fields.name ?? `Plan ${n}`,
    priceCents: fields.priceCents ?? 1990,
    billingPeriodId: fields.billingPeriodId ?? 1,
    howToUse: ['Show your QR code'],
    perksAndBenefits: ['Skip the queue'],
    termsAndConditions: 'Cancel any time.',
    createdAt: fields.createdAt ?? n,
  });
  for (const v of list) {
    insertRow(sqlite, planVouchers, {
      planId,
      voucherId: v.voucherId,
      maxUseQty: v.maxUseQty ?? 4,
      additionalVoucher: v.additional ?? false,
    });
  }
  return planId;
}

export function insertSubscriber(
  sqlite: Sqlite,
  storeId: number,
  fields: Partial<{ username: string; phone: string; createdAt: number }> = {},
): number {
  const n = next();
  return insertRow(sqlite, subscribers, {
    storeId,
    username: fields.username ?? `fan${n}`,
    phone: fields.phone ?? `+49.1700000${String(n).padStart(4, '0')}`,
    address: 'Hauptstraße 1, 10115 Berlin',
    createdAt: fields.createdAt ?? 0,
  });
}

export function insertMembership(
  sqlite: Sqlite,
  storeId: number,
  subscriberId: number,
  planId: number,
  fields: { subscribedAt: number; renewalAt?: number; cancelAt?: number | null },
): number {
  return insertRow(sqlite, memberships, {
    storeId,
    subscriberId,
    planId,
    subscribedAt: fields.subscribedAt,
    renewalAt: fields.renewalAt ?? fields.subscribedAt + 30 * DAY,
    cancelAt: fields.cancelAt ?? null,
  });
}

export function insertPayment(
  sqlite: Sqlite,
  membership: { id: number; storeId: number; subscriberId: number; planId: number },
  amountCents: number,
  paidAt: number,
  fee = feeCents(amountCents),
): number {
  return insertRow(sqlite, payments, {
    storeId: membership.storeId,
    membershipId: membership.id,
    subscriberId: membership.subscriberId,
    planId: membership.planId,
    amountCents,
    feeCents: fee,
    paidAt,
  });
}

export function insertRedemption(
  sqlite: Sqlite,
  membership: { id: number; storeId: number; subscriberId: number },
  voucherId: number,
  redeemedAt: number,
): number {
  return insertRow(sqlite, redemptions, {
    storeId: membership.storeId,
    membershipId: membership.id,
    subscriberId: membership.subscriberId,
    voucherId,
    redeemedAt,
  });
}

/** A notification for the store, as the server would store it; returns its code. */
export function notify(sqlite: Sqlite, now: number, n: Notice): string {
  const code = newNotificationCode();
  insertRow(sqlite, notifications, { ...n, code, readAt: null, createdAt: now });
  return code;
}

/** A message in the outbox, as if the server had sent it; returns its id. */
export function sendMessage(sqlite: Sqlite, now: number, msg: Omit<NewOutboxMessage, 'id' | 'createdAt'>): number {
  return insertRow(sqlite, outbox, { ...msg, createdAt: now });
}

export function insertBroadcast(sqlite: Sqlite, row: Omit<NewBroadcast, 'id'>): number {
  return insertRow(sqlite, broadcasts, row);
}

export function insertPayout(sqlite: Sqlite, row: Omit<NewPayout, 'id'>): number {
  return insertRow(sqlite, payouts, row);
}

export function insertInvoice(sqlite: Sqlite, row: NewInvoice): number {
  return insertRow(sqlite, invoices, row);
}

type Bound<F> = F extends (sqlite: Sqlite, ...args: infer A) => infer R ? (...args: A) => R : never;

/** The rows above, bound to one database: what the pact's provider states write with. */
export function createFixtureRepository({ sqlite, db }: Pick<DbHandle, 'sqlite' | 'db'>, tokenPrefix = '') {
  const bind =
    <A extends unknown[], R>(f: (sqlite: Sqlite, ...args: A) => R): Bound<typeof f> =>
    (...args: A) =>
      f(sqlite, ...args);
  const firstCategory = db
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.id))
    .limit(1)
    .prepare();
  const allStores = db.select({ id: stores.id, phone: stores.phone }).from(stores).prepare();
  return {
    clear: bind(clearRows),
    store: bind(insertStore),
    signIn: (storeId: number, now: number, ttlMs?: number) => signIn(sqlite, storeId, now, ttlMs, tokenPrefix),
    voucher: bind(insertVoucher),
    plan: bind(insertPlan),
    subscriber: bind(insertSubscriber),
    membership: bind(insertMembership),
    payment: bind(insertPayment),
    redemption: bind(insertRedemption),
    notify: bind(notify),
    broadcast: bind(insertBroadcast),
    payout: bind(insertPayout),
    invoice: bind(insertInvoice),
    /** Any category (reference data: an empty database has them). */
    anyCategoryId: (): number => firstCategory.get()!.id,
    /** Every store's id and phone. */
    storeKeys: (): { ids: number[]; phones: string[] } => {
      const rows = allStores.all();
      return { ids: rows.map((r) => r.id), phones: rows.map((r) => r.phone) };
    },
  };
}
