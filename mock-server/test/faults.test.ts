/** Latency and faults through HTTP: `Prefer`, the /__mock/faults rules, the environment latency. */
import { openDatabase, type DbHandle } from '@mbo/db';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { fixedClock } from '../src/clock';
import { call, insertStore, NOW, preflight, request, signIn } from './fixtures';

let app: FastifyInstance;
let handle: DbHandle;
let waits: number[];
let token: string;

async function start(options: Partial<AppOptions> = {}) {
  handle = openDatabase(':memory:');
  waits = [];
  app = await buildApp({
    db: handle,
    clock: fixedClock(NOW),
    wait: async (ms) => void waits.push(ms),
    ...options,
  });
  await app.ready();
  token = signIn(handle.sqlite, insertStore(handle.sqlite), Date.parse(NOW));
}

afterEach(async () => {
  await app.close();
  handle.close();
});

const vouchers = (headers: Record<string, string> = {}) =>
  call(app, 'listVouchers', { query: { page: 1, size: 10 }, token, headers });
const addRule = (payload: object) => request(app, null, { method: 'POST', url: '/__mock/faults', payload });
const rulesNow = async () => (await request(app, null, { method: 'GET', url: '/__mock/faults' })).body.data;

describe('Prefer', () => {
  it('code answers that status in the envelope without running the handler', async () => {
    await start();
    const res = await call(app, 'createVoucher', {
      body: { name: 'Never saved', voucher_type: 'GDS', value: 1, status: 'draft' } as never,
      token,
      headers: { prefer: 'code=503' },
    });
    expect(res.status).toBe(503);
    expect(res.error).toEqual({
      status: 503,
      user_message: 'The service is unavailable right now. Please try again later',
      errors: {},
    });
    const list = await vouchers();
    expect(list.body.paginate.total_entries).toBe(0);
  });

  it('delay waits that long, and works together with code', async () => {
    await start();
    expect((await vouchers({ prefer: 'delay=2000' })).status).toBe(200);
    expect(waits).toEqual([2000]);
    const res = await vouchers({ prefer: 'code=500, delay=1500' });
    expect(res.status).toBe(500);
    expect(res.error.user_message).toBe('Internal server error');
    expect(waits).toEqual([2000, 1500]);
  });

  it('a bad value is a 400 naming it, in the caller’s language', async () => {
    await start();
    const res = await vouchers({ prefer: 'delay=40000' });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({ 'prefer.delay': ['delay must be a whole number of milliseconds up to 30000'] });
    const de = await vouchers({ prefer: 'code=503', 'accept-language': 'de' });
    expect(de.error.user_message).toBe('Der Dienst ist gerade nicht verfügbar. Bitte versuche es später erneut');
  });

  it('is ignored on /__mock and when dev routes are off', async () => {
    await start();
    expect(
      (await request(app, null, { method: 'GET', url: '/__mock/clock', headers: { prefer: 'code=500' } })).status,
    ).toBe(200);
    await app.close();
    handle.close();
    await start({ config: { devRoutes: false } });
    expect((await vouchers({ prefer: 'code=503, delay=2000' })).status).toBe(200);
    expect(waits).toEqual([]);
  });
});

describe('rules', () => {
  it('are added, listed with their counts, and answer what they say', async () => {
    await start();
    const added = await addRule({
      method: 'GET',
      path: '/api/store/vouchers*',
      status: 500,
      times: 2,
      label: 'vouchers failing',
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toEqual({
      id: 1,
      method: 'GET',
      path: '/api/store/vouchers*',
      status: 500,
      delay_ms: null,
      probability: null,
      network: null,
      store_id: null,
      label: 'vouchers failing',
      remaining: 2,
      hits: 0,
      created_at: NOW,
    });
    expect((await vouchers()).status).toBe(500);
    expect((await call(app, 'myStore', { token })).status).toBe(200);
    expect(await rulesNow()).toEqual([expect.objectContaining({ id: 1, remaining: 1, hits: 1 })]);
    expect((await vouchers()).status).toBe(500);
    expect(await rulesNow()).toEqual([]);
    expect((await vouchers()).status).toBe(200);
  });

  it('delay rules slow matching calls; Prefer and rules together take the longest delay', async () => {
    await start();
    await addRule({ path: '*', delay_ms: 2000 });
    await vouchers();
    await vouchers({ prefer: 'delay=3000' });
    expect(waits).toEqual([2000, 3000]);
  });

  it('never touch /__mock, the docs or a preflight', async () => {
    await start();
    await addRule({ path: '*', status: 503 });
    expect((await request(app, null, { method: 'GET', url: '/__mock/faults' })).status).toBe(200);
    expect((await request(app, null, { method: 'GET', url: '/openapi.json' })).status).toBe(200);
    const allowed = await preflight(app, {
      url: '/api/store/vouchers',
      origin: 'http://127.0.0.1:5173',
      method: 'GET',
      headers: 'authorization,prefer',
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-headers']).toContain('Prefer');
    // The faulted answer still carries CORS headers, so the web app can read its message.
    const faulted = await vouchers({ origin: 'http://127.0.0.1:5173' });
    expect(faulted.status).toBe(503);
    expect(faulted.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
  });

  it('are removed one by one or all at once, and by a reset', async () => {
    await start();
    await addRule({ path: '*', status: 503 });
    await addRule({ path: '*', delay_ms: 100 });
    const del = (url: string) => request(app, null, { method: 'DELETE', url });
    expect((await del('/__mock/faults/1')).body).toEqual({ data: { id: 1, deleted: true } });
    expect((await del('/__mock/faults/1')).status).toBe(404);
    expect((await del('/__mock/faults/abc')).status).toBe(404);
    expect((await del('/__mock/faults')).body).toEqual({ data: { deleted: 1 } });
    await addRule({ path: '*', status: 503 });
    expect((await request(app, null, { method: 'POST', url: '/__mock/reset' })).status).toBe(200);
    expect(await rulesNow()).toEqual([]);
  });

  it('a bad rule is a 422 naming each field, and adds nothing', async () => {
    await start();
    const res = await addRule({ path: 'vouchers', status: 200, delay_ms: 99_999 });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 422,
      user_message: expect.any(String),
      errors: {
        path: ['The path must start with / (or be *) and hold no spaces, ? or #'],
        status: ['Status must be from 400 to 599'],
        delay_ms: ['At most 30000 ms'],
      },
    });
    expect((await addRule({ path: '/api/*' })).body.errors).toEqual({
      status: ['A rule needs status, delay_ms or network'],
    });
    expect(await rulesNow()).toEqual([]);
  });

  it('for one store hit only that store’s calls; an unknown store is a 422 naming store_id', async () => {
    await start();
    const other = signIn(handle.sqlite, insertStore(handle.sqlite, { phone: '+49.1700000002' }), Date.parse(NOW));
    const mine = (await call(app, 'myStore', { token })).body.data.id as number;
    expect((await addRule({ path: '/api/store/vouchers', status: 500, store_id: mine })).status).toBe(201);
    expect((await vouchers()).status).toBe(500);
    expect((await call(app, 'listVouchers', { query: { page: 1, size: 10 }, token: other })).status).toBe(200);
    expect((await call(app, 'listVouchers', { query: { page: 1, size: 10 }, token: null })).status).toBe(401);

    const unknown = await addRule({ path: '*', status: 500, store_id: 999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ store_id: ['There is no store with this id'] });
    expect((await addRule({ path: '*', status: 500, store_id: 'x' })).body.errors).toHaveProperty('store_id');
    expect(await rulesNow()).toEqual([expect.objectContaining({ store_id: mine, hits: 1 })]);
  });

  it('are not served when dev routes are off', async () => {
    await start({ config: { devRoutes: false } });
    expect((await addRule({ path: '*', status: 503 })).status).toBe(404);
  });
});

describe('network reset', () => {
  it('drops the connection without an answer', async () => {
    await start();
    await addRule({ path: '/api/store/vouchers', network: 'reset', times: 1 });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const get = () =>
      fetch(`${address}/api/store/vouchers?page=1&size=10`, { headers: { authorization: `Bearer ${token}` } });
    await expect(get()).rejects.toThrow();
    expect((await get()).status).toBe(200);
  });
});

describe('a delay longer than the idle-connection timeout', () => {
  it('is waited out and answered, not cut off with 408', async () => {
    await start({
      config: { timeouts: { headersMs: 200, requestMs: 200, connectionMs: 200 } },
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/store/vouchers?page=1&size=10`, {
      headers: { authorization: `Bearer ${token}`, prefer: 'code=503, delay=600' },
    });
    expect(res.status).toBe(503);
  });
});

describe('environment latency', () => {
  it('delays every API answer, with jitter, even with dev routes off, but not /__mock', async () => {
    const rolls = [0, 0.5, 0.999];
    await start({
      config: { latencyMs: 200, latencyJitterMs: 100, devRoutes: false },
      random: () => rolls.shift() ?? 0,
    });
    for (let i = 0; i < 3; i++) await vouchers();
    await request(app, null, { method: 'GET', url: '/openapi.json' });
    expect(waits).toEqual([200, 250, 300]);
  });
});
