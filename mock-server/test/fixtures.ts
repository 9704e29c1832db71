/**
 * Small, explicit fixtures for route tests: each test states the rows it depends on, written as
 * typed rows of the schema (@mbo/db). Instants are milliseconds since epoch.
 */
import { feeCents, type EndpointName } from '@mbo/contracts';
import {
  insertRow,
  memberships,
  notifications,
  openDatabase,
  outbox,
  payments,
  plans,
  planVouchers,
  redemptions,
  stores,
  subscribers,
  tokens,
  vouchers,
  type DbHandle,
  type NewNotification,
  type NewOutboxMessage,
  type NewStore,
  type NewVoucher,
  type Sqlite,
} from '@mbo/db';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../src/app';
import { fixedClock } from '../src/clock';
import type { AppConfig } from '../src/deps';
import { newNotificationCode } from '../src/repo/notifications';
import { call, type Answer, type CallInput, type OptionalWhenEmpty } from './call';

export { call, rawUrl, unchecked, urlOf, type Answer } from './call';

export const NOW = '2026-11-15T12:00:00.000Z';
export const DAY = 24 * 3600 * 1000;

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  sqlite: Sqlite;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

export async function makeTestApp(options: { now?: string; config?: Partial<AppConfig> } = {}): Promise<TestApp> {
  const handle = openDatabase(':memory:');
  const clock = fixedClock(options.now ?? NOW);
  const app = await buildApp({ db: handle, clock, config: options.config ?? {} });
  await app.ready();
  return {
    app,
    handle,
    sqlite: handle.sqlite,
    clock,
    close: async () => {
      await app.close();
      handle.close();
    },
  };
}

let seq = 0;
const next = () => ++seq;

export function insertStore(
  sqlite: Sqlite,
  fields: Partial<{
    name: string;
    phone: string;
    categoryId: number;
    activated: boolean;
    lang: NewStore['lang'];
    createdAt: number;
  }> = {},
): number {
  const n = next();
  const name = fields.name ?? `Test Store ${n}`;
  return insertRow(sqlite, stores, {
    name,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`,
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
  });
}

/** A valid token for the store, as get-token would issue it. */
export function signIn(sqlite: Sqlite, storeId: number, now: number, ttlMs = 7 * DAY): string {
  const token = randomBytes(24).toString('base64url');
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
export function notify(
  sqlite: Sqlite,
  now: number,
  n: Omit<NewNotification, 'id' | 'code' | 'readAt' | 'createdAt'>,
): string {
  const code = newNotificationCode();
  insertRow(sqlite, notifications, { ...n, code, readAt: null, createdAt: now });
  return code;
}

/** A message in the outbox, as if the server had sent it; returns its id. */
export function sendMessage(sqlite: Sqlite, now: number, msg: Omit<NewOutboxMessage, 'id' | 'createdAt'>): number {
  return insertRow(sqlite, outbox, { ...msg, createdAt: now });
}

type StoreFields = Parameters<typeof insertStore>[1];

/** A fresh app with the store under test and another store, both signed in. */
export interface SignedInApp extends TestApp {
  storeId: number;
  token: string;
  otherStoreId: number;
  otherToken: string;
  /** Calls an endpoint as the store, unless the input names another token (null: none). */
  call<N extends EndpointName>(name: N, ...input: OptionalWhenEmpty<CallInput<N>>): Promise<Answer<N>>;
}

/**
 * Registers beforeEach/afterEach so every test starts on an empty database with two signed-in
 * stores: the one under test and another, so each test can check it never sees the other's rows.
 * The returned object stays the same while its fields are refreshed before each test, so read
 * them inside hooks and tests, not at module level.
 */
export function useSignedInApp(stores: { store?: StoreFields; other?: StoreFields } = {}): SignedInApp {
  const s = {
    call: <N extends EndpointName>(name: N, ...[input]: OptionalWhenEmpty<CallInput<N>>) =>
      call(s.app, name, ...([{ token: s.token, ...input }] as OptionalWhenEmpty<CallInput<N>>)),
  } as SignedInApp;
  beforeEach(async () => {
    const t = await makeTestApp();
    const storeId = insertStore(t.sqlite, stores.store ?? { name: 'Café Test' });
    const token = signIn(t.sqlite, storeId, t.clock.now());
    const otherStoreId = insertStore(t.sqlite, stores.other ?? { name: 'Other Store' });
    const otherToken = signIn(t.sqlite, otherStoreId, t.clock.now());
    Object.assign(s, t, { storeId, token, otherStoreId, otherToken });
  });
  afterEach(() => s.close());
  return s;
}

/**
 * inject() with a bearer token and JSON parsing of the answer, for what is not an endpoint of the
 * table: the mock's own routes, malformed URLs, raw bodies.
 */
export async function request(app: FastifyInstance, token: string | null, opts: InjectOptions) {
  const res = await app.inject({
    ...opts,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.headers ?? {}) },
  });
  let body: any;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}
