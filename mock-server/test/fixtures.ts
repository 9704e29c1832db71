/**
 * Route tests' app and helpers; the rows come from src/repo/fixtures.ts, which the pact's
 * provider states use too.
 */
import type { EndpointName } from '@mbo/contracts';
import { openDatabase, type DbHandle, type Sqlite } from '@mbo/db';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../src/app';
import { fixedClock, shiftableClock } from '../src/clock';
import type { AppConfig } from '../src/deps';
import * as rows from '../src/repo/fixtures';
import { call, type Answer, type CallInput, type OptionalWhenEmpty } from './call';

export { call, rawUrl, unchecked, urlOf, type Answer } from './call';
export {
  DAY,
  insertMembership,
  insertPayment,
  insertPlan,
  insertRedemption,
  insertStore,
  insertSubscriber,
  insertVoucher,
  notify,
  sendMessage,
  signIn,
} from '../src/repo/fixtures';

export const NOW = '2026-11-15T12:00:00.000Z';

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  sqlite: Sqlite;
  clock: ReturnType<typeof fixedClock>;
  /** The clock the app reads when made `shiftable`: `clock` plus the offset the demo routes move. */
  shifted: ReturnType<typeof shiftableClock>;
  close(): Promise<void>;
}

export async function makeTestApp(
  options: { now?: string; config?: Partial<AppConfig>; shiftable?: boolean } = {},
): Promise<TestApp> {
  const handle = openDatabase(':memory:');
  const clock = fixedClock(options.now ?? NOW);
  const shifted = shiftableClock(clock);
  const app = await buildApp({ db: handle, clock: options.shiftable ? shifted : clock, config: options.config ?? {} });
  await app.ready();
  return {
    app,
    handle,
    sqlite: handle.sqlite,
    clock,
    shifted,
    close: async () => {
      await app.close();
      handle.close();
    },
  };
}

type AppOptions = Parameters<typeof makeTestApp>[0];

/** A fresh app for each test, kept in one object whose fields are refreshed before each test. */
export interface LiveTestApp extends TestApp {
  /** Replaces this test's app with one made with other options (a setting that is read at start). */
  restart(options?: AppOptions): Promise<void>;
}

/**
 * Registers beforeEach/afterEach so every test starts on an empty database. The returned object
 * stays the same while its fields are refreshed before each test, so read them inside hooks and
 * tests, not at module level.
 */
export function useTestApp(options?: AppOptions): LiveTestApp {
  const live = {
    restart: async (other?: AppOptions) => {
      await live.close();
      Object.assign(live, await makeTestApp(other));
    },
  } as LiveTestApp;
  beforeEach(async () => {
    Object.assign(live, await makeTestApp(options));
  });
  afterEach(() => live.close());
  return live;
}

type StoreFields = Parameters<typeof rows.insertStore>[1];

/** A fresh app with the store under test and another store, both signed in. */
export interface SignedInApp extends LiveTestApp {
  storeId: number;
  token: string;
  otherStoreId: number;
  otherToken: string;
  /** Calls an endpoint as the store, unless the input names another token (null: none). */
  call<N extends EndpointName>(name: N, ...input: OptionalWhenEmpty<CallInput<N>>): Promise<Answer<N>>;
  /** Rows of the store under test (src/repo/fixtures.ts without the database and store arguments). */
  add: {
    voucher: (fields?: Tail<typeof rows.insertVoucher>[0]) => number;
    plan: (...args: Tail<typeof rows.insertPlan>) => number;
    fan: (fields?: Tail<typeof rows.insertSubscriber>[0]) => number;
    membership: (...args: Tail<typeof rows.insertMembership>) => number;
  };
  /** The same row helpers for the other store, whose rows the store under test must never see. */
  addOther: SignedInApp['add'];
}

/** A row helper's arguments after the database and the store. */
type Tail<F> = F extends (sqlite: Sqlite, storeId: number, ...rest: infer R) => unknown ? R : never;

/**
 * Like useTestApp, with two signed-in stores: the one under test and another, so each test can
 * check it never sees the other's rows.
 */
export function useSignedInApp(options: { store?: StoreFields; other?: StoreFields; now?: string } = {}): SignedInApp {
  const s = useTestApp({ now: options.now }) as SignedInApp;
  s.call = <N extends EndpointName>(name: N, ...[input]: OptionalWhenEmpty<CallInput<N>>) =>
    call(s.app, name, ...([{ token: s.token, ...input }] as OptionalWhenEmpty<CallInput<N>>));
  const rowsOf = (store: () => number): SignedInApp['add'] => ({
    voucher: (fields) => rows.insertVoucher(s.sqlite, store(), fields),
    plan: (...args) => rows.insertPlan(s.sqlite, store(), ...args),
    fan: (fields) => rows.insertSubscriber(s.sqlite, store(), fields),
    membership: (...args) => rows.insertMembership(s.sqlite, store(), ...args),
  });
  s.add = rowsOf(() => s.storeId);
  s.addOther = rowsOf(() => s.otherStoreId);
  beforeEach(() => {
    const now = s.clock.now();
    s.storeId = rows.insertStore(s.sqlite, options.store ?? { name: 'Café Test' });
    s.token = rows.signIn(s.sqlite, s.storeId, now);
    s.otherStoreId = rows.insertStore(s.sqlite, options.other ?? { name: 'Other Store' });
    s.otherToken = rows.signIn(s.sqlite, s.otherStoreId, now);
  });
  return s;
}

/**
 * A fan of the store under test who held `oldPlan` from 200 to 100 days ago and holds `plan` since
 * 50 days ago: the memberships (as redemptions take them) of the old and the current plan.
 */
export function fanWhoChangedPlans(t: SignedInApp, oldPlan: number, plan: number) {
  const now = t.clock.now();
  const fan = t.add.fan();
  const membership = (planId: number, times: { subscribedAt: number; cancelAt?: number }) => ({
    id: t.add.membership(fan, planId, times),
    storeId: t.storeId,
    subscriberId: fan,
  });
  const old = membership(oldPlan, { subscribedAt: now - 200 * rows.DAY, cancelAt: now - 100 * rows.DAY });
  return { fan, old, current: membership(plan, { subscribedAt: now - 50 * rows.DAY }) };
}

/** The envelope of a refusal that names one field, whose message is also the one the user reads. */
export const oneFieldRefusal = (status: number, field: string, message: string) => ({
  status,
  user_message: message,
  errors: { [field]: [message] },
});

/** A browser's CORS preflight: may `origin` send `method` to `url` with these request headers? */
export function preflight(
  app: FastifyInstance,
  { url, origin, method, headers }: { url: string; origin: string; method: string; headers?: string },
) {
  return app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      ...(headers ? { 'access-control-request-headers': headers } : {}),
    },
  });
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
