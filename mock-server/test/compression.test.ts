/**
 * Answers over 1 KB are compressed when the client asks (Accept-Encoding), smaller ones are sent as
 * they are, and a compressed answer decodes to the same body; CORS preflights are cached by the browser.
 */
import { seedDatabase } from '@mbo/seed';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { fixedClock } from '../src/clock';
import { openDatabase, type DbHandle } from '@mbo/db';
import { NOW, preflight, signIn } from './fixtures';

let handle: DbHandle;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  handle = openDatabase(':memory:');
  const clock = fixedClock(NOW);
  seedDatabase(handle.sqlite, { scale: 'demo', now: clock.now() });
  const store = handle.sqlite.prepare("SELECT id FROM stores WHERE phone = '+49.15112345678'").pluck().get() as number;
  token = signIn(handle.sqlite, store, clock.now());
  app = await buildApp({ db: handle, clock });
});

afterAll(async () => {
  await app.close();
  handle.close();
});

const list = (headers: Record<string, string>) =>
  app.inject({
    url: '/api/store/vouchers?page=1&size=10',
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

describe('compression', () => {
  it('compresses a list page when asked, to the same body', async () => {
    const plain = await list({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const gzip = await list({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const br = await list({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const res = await app.inject({
      url: '/api/store/summary/overview',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('data');
  });

  it('lets the browser keep a preflight for two hours', async () => {
    const res = await preflight(app, {
      url: '/api/store/vouchers',
      origin: 'http://127.0.0.1:5173',
      method: 'GET',
      headers: 'authorization',
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-max-age']).toBe('7200');
  });
});
