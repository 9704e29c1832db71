/**
 * Route tests' app and helpers; the rows come from src/repo/fixtures.ts, which the pact's
 * provider states use too.
 */
import type { EndpointName } from '@mbo/contracts';
import { openDatabase, type DbHandle, type Sqlite } from '@mbo/db';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../src/app';
import { fixedClock } from '../src/clock';
import type { AppConfig } from '../src/deps';
import { insertStore, signIn } from '../src/repo/fixtures';
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
