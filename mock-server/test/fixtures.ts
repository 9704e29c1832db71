/**
 * Small, explicit fixtures for route tests: rows are inserted with SQL so each test states the
 * data it depends on. Instants are milliseconds since epoch.
 */
import { feeCents } from '@mbo/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../src/app';
import { fixedClock } from '../src/clock';
import { openDatabase, type DbHandle, type Sqlite } from '../src/db/client';
import type { AppConfig } from '../src/deps';

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
    lang: string;
    createdAt: number;
  }> = {},
): number {
  const n = next();
  const name = fields.name ?? `Test Store ${n}`;
  const result = sqlite
    .prepare(
      `INSERT INTO stores (name, slug, phone, category_id, address, lat, lng, country, lang, verified_at, provider_account_id, activated_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'DE', ?, ?, ?, ?, ?)`,
    )
    .run(
      name,
      `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`,
      fields.phone ?? `+49.1510000${String(n).padStart(4, '0')}`,
      fields.categoryId ?? 1,
      'Friedrichstraße 43, 10117 Berlin',
      52.52,
      13.39,
      fields.lang ?? 'de',
      fields.createdAt ?? 0,
      fields.activated ? 'acct_test' : null,
      fields.activated ? 1 : null,
      fields.createdAt ?? 0,
    );
  return Number(result.lastInsertRowid);
}

/** A valid token for the store, as get-token would issue it. */
export function signIn(sqlite: Sqlite, storeId: number, now: number, ttlMs = 7 * DAY): string {
  const token = randomBytes(24).toString('base64url');
  sqlite
    .prepare('INSERT INTO tokens (token, store_id, expires_at, created_at) VALUES (?, ?, ?, ?)')
    .run(token, storeId, now + ttlMs, now);
  return token;
}

export function insertVoucher(
  sqlite: Sqlite,
  storeId: number,
  fields: Partial<{
    name: string;
    type: 'DFP' | 'DPR' | 'GDS';
    value: number;
    status: 'draft' | 'published';
    startDate: string;
    endDate: string | null;
    createdAt: number;
  }> = {},
): number {
  const n = next();
  const result = sqlite
    .prepare(
      `INSERT INTO vouchers (store_id, name, voucher_type, value, status, quantity, start_date, end_date, schedule, category, informations, terms_and_conditions, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, NULL, ?, ?, NULL, NULL, '["Show the code at the counter"]', 'One per visit.', ?, ?)`,
    )
    .run(
      storeId,
      fields.name ?? `Voucher ${n}`,
      fields.type ?? 'DPR',
      fields.value ?? 10,
      fields.status ?? 'published',
      fields.startDate ?? '2026-01-01',
      fields.endDate === undefined ? null : fields.endDate,
      fields.createdAt ?? n,
      fields.createdAt ?? n,
    );
  return Number(result.lastInsertRowid);
}

export function insertPlan(
  sqlite: Sqlite,
  storeId: number,
  vouchers: { voucherId: number; maxUseQty?: number; additional?: boolean }[],
  fields: Partial<{ name: string; priceCents: number; billingPeriodId: number; createdAt: number }> = {},
): number {
  const n = next();
  const result = sqlite
    .prepare(
      `INSERT INTO plans (store_id, name, price_cents, billing_period_id, how_to_use, perks_and_benefits, terms_and_conditions, created_at)
       VALUES (?, ?, ?, ?, '["Show your QR code"]', '["Skip the queue"]', 'Cancel any time.', ?)`,
    )
    .run(
      storeId,
      fields.name ?? `Plan ${n}`,
      fields.priceCents ?? 1990,
      fields.billingPeriodId ?? 1,
      fields.createdAt ?? n,
    );
  const planId = Number(result.lastInsertRowid);
  const pv = sqlite.prepare(
    'INSERT INTO plan_vouchers (plan_id, voucher_id, max_use_qty, additional_voucher) VALUES (?, ?, ?, ?)',
  );
  for (const v of vouchers) pv.run(planId, v.voucherId, v.maxUseQty ?? 4, v.additional ? 1 : 0);
  return planId;
}

export function insertSubscriber(
  sqlite: Sqlite,
  storeId: number,
  fields: Partial<{ username: string; phone: string; createdAt: number }> = {},
): number {
  const n = next();
  const result = sqlite
    .prepare('INSERT INTO subscribers (store_id, username, phone, address, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(
      storeId,
      fields.username ?? `fan${n}`,
      fields.phone ?? `+49.1700000${String(n).padStart(4, '0')}`,
      'Hauptstraße 1, 10115 Berlin',
      fields.createdAt ?? 0,
    );
  return Number(result.lastInsertRowid);
}

export function insertMembership(
  sqlite: Sqlite,
  storeId: number,
  subscriberId: number,
  planId: number,
  fields: { subscribedAt: number; renewalAt?: number; cancelAt?: number | null },
): number {
  const result = sqlite
    .prepare(
      'INSERT INTO memberships (store_id, subscriber_id, plan_id, subscribed_at, renewal_at, cancel_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(
      storeId,
      subscriberId,
      planId,
      fields.subscribedAt,
      fields.renewalAt ?? fields.subscribedAt + 30 * DAY,
      fields.cancelAt ?? null,
    );
  return Number(result.lastInsertRowid);
}

export function insertPayment(
  sqlite: Sqlite,
  membership: { id: number; storeId: number; subscriberId: number; planId: number },
  amountCents: number,
  paidAt: number,
  fee = feeCents(amountCents),
): number {
  const result = sqlite
    .prepare(
      'INSERT INTO payments (store_id, membership_id, subscriber_id, plan_id, amount_cents, fee_cents, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(membership.storeId, membership.id, membership.subscriberId, membership.planId, amountCents, fee, paidAt);
  return Number(result.lastInsertRowid);
}

export function insertRedemption(
  sqlite: Sqlite,
  membership: { id: number; storeId: number; subscriberId: number },
  voucherId: number,
  redeemedAt: number,
): number {
  const result = sqlite
    .prepare(
      'INSERT INTO redemptions (store_id, membership_id, subscriber_id, voucher_id, redeemed_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(membership.storeId, membership.id, membership.subscriberId, voucherId, redeemedAt);
  return Number(result.lastInsertRowid);
}

type StoreFields = Parameters<typeof insertStore>[1];

/** A fresh app with the store under test and another store, both signed in. */
export interface SignedInApp extends TestApp {
  storeId: number;
  token: string;
  otherStoreId: number;
  otherToken: string;
  /** GET as the store, or with another token (null: none). */
  get(url: string, as?: string | null): ReturnType<typeof call>;
}

/**
 * Registers beforeEach/afterEach so every test starts on an empty database with two signed-in
 * stores: the one under test and another, so each test can check it never sees the other's rows.
 * The returned object stays the same while its fields are refreshed before each test, so read
 * them inside hooks and tests, not at module level.
 */
export function useSignedInApp(stores: { store?: StoreFields; other?: StoreFields } = {}): SignedInApp {
  const s = {
    get: (url: string, as: string | null = s.token) => call(s.app, as, { method: 'GET', url }),
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

/** inject() with a bearer token and JSON parsing of the answer. */
export async function call(app: FastifyInstance, token: string | null, opts: InjectOptions) {
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
