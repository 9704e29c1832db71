/**
 * Other websites open in the developer's browser can neither read the mock's answers (one-time
 * codes) nor change its state (reset, clock, events): CORS allows the web app and loopback only,
 * and the state-changing /__mock calls refuse foreign origins and non-JSON bodies.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { fixedClock, shiftableClock } from '../src/clock';
import { openDatabase } from '@mbo/db';
import { allowedOrigins } from '../src/plugins/origins';
import { insertStore, NOW, preflight, sendMessage, urlOf, useTestApp } from './fixtures';

const EVIL = 'https://evil.example';
const WEB_APP = 'http://127.0.0.1:5173';
const OWN = 'http://127.0.0.1:4010';

const t = useTestApp();

const storeCount = () => (t.sqlite.prepare('SELECT count(*) AS n FROM stores').get() as { n: number }).n;

describe('CORS', () => {
  it('with CORS_ORIGIN unset, allows the web app and loopback origins only', async () => {
    for (const origin of [WEB_APP, 'http://localhost:5173', 'http://127.0.0.1:3000', 'http://[::1]:8080']) {
      const res = await t.app.inject({ method: 'GET', url: urlOf('categories'), headers: { origin } });
      expect(res.headers['access-control-allow-origin'], origin).toBe(origin);
    }
    for (const origin of [EVIL, 'null', 'http://localhost.evil.example', 'http://127.0.0.1.evil.example:80']) {
      const res = await t.app.inject({ method: 'GET', url: urlOf('categories'), headers: { origin } });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('a foreign page cannot read the outbox, nor pass the preflight of a reset', async () => {
    sendMessage(t.sqlite, 1, { channel: 'whatsapp', to: '+49.15111111111', body: 'code 123456', code: '123456' });
    const read = await t.app.inject({ method: 'GET', url: '/__mock/outbox', headers: { origin: EVIL } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const theirs = await preflight(t.app, {
      url: '/__mock/reset',
      origin: EVIL,
      method: 'POST',
      headers: 'content-type',
    });
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
    const ours = await preflight(t.app, { url: '/__mock/reset', origin: WEB_APP, method: 'POST' });
    expect(ours.headers['access-control-allow-origin']).toBe(WEB_APP);
  });

  it('with CORS_ORIGIN set, allows exactly the listed origins', async () => {
    const allowed = allowedOrigins({ corsOrigin: ['https://shop.example/'], webAppUrl: WEB_APP });
    expect([allowed('https://shop.example'), allowed(WEB_APP), allowed('http://localhost:5173')]).toEqual([
      true,
      false,
      false,
    ]);
    const handle = openDatabase(':memory:');
    const app = await buildApp({ db: handle, clock: fixedClock(NOW), corsOrigin: ['https://shop.example'] });
    try {
      const get = (origin: string) =>
        app.inject({ method: 'GET', url: urlOf('categories'), headers: { origin } }).then((r) => r.headers);
      expect((await get('https://shop.example'))['access-control-allow-origin']).toBe('https://shop.example');
      expect((await get('http://localhost:5173'))['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
      handle.close();
    }
  });
});

describe('state-changing /__mock calls', () => {
  const post = (url: string, headers: Record<string, string>, payload?: string) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

  it('refuse a foreign Origin in the envelope, and the database stays', async () => {
    insertStore(t.sqlite, { name: 'Stays' });
    const before = storeCount();
    const callers: Record<string, string>[] = [
      { origin: EVIL },
      { origin: EVIL, 'content-type': 'application/json' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of callers) {
      const res = await post('/__mock/reset', headers, headers['content-type'] ? '{}' : undefined);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ status: 403, user_message: expect.stringContaining('web app'), errors: {} });
    }
    // Percent-encoded, the path still names the reset route and is still guarded.
    expect((await post('/%5F%5Fmock/reset', { origin: EVIL })).statusCode).toBe(403);
    expect(storeCount()).toBe(before);
  });

  it('refuse a foreign Origin on the clock, events, payouts and the outbox', async () => {
    const calls: [string, string][] = [
      ['POST', '/__mock/clock'],
      ['POST', '/__mock/events/subscribe'],
      ['POST', '/__mock/payouts/1/approve'],
      ['DELETE', '/__mock/outbox'],
    ];
    for (const [method, url] of calls) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { origin: EVIL, 'content-type': 'application/json' },
        payload: '{"offset_ms":86400000}',
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('accept only JSON bodies, so a browser must send a preflight first', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post('/__mock/clock', { 'content-type': type }, 'offset_ms=1');
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ status: 415, errors: {} });
    }
  });

  it('accept the web app, loopback pages, this server and tools without an Origin', async () => {
    const callers: Record<string, string>[] = [
      { origin: WEB_APP },
      { origin: 'http://localhost:5173', 'sec-fetch-site': 'cross-site' },
      { origin: OWN },
      {},
    ];
    for (const headers of callers) {
      const res = await post('/__mock/events/cancel', { ...headers, 'content-type': 'application/json' }, '{}');
      // Past the guard: the route itself answers (422: no membership_id).
      expect(res.statusCode, JSON.stringify(headers)).toBe(422);
    }
    expect((await post('/__mock/reset', {})).statusCode).toBe(200);
  });

  it("the onboarding page's own form still activates payouts; the same form from another site does not", async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    // This server's page: the browser marks it same-origin (its Origin is "null" under no-referrer).
    const own = await post(
      '/__mock/provider/onboarding/complete',
      { ...form, origin: 'null', 'sec-fetch-site': 'same-origin' },
      'account=acct_nope',
    );
    expect(own.statusCode).toBe(404);
    const foreign = await post(
      '/__mock/provider/onboarding/complete',
      { ...form, origin: EVIL, 'sec-fetch-site': 'cross-site' },
      'account=acct_nope',
    );
    expect(foreign.statusCode).toBe(403);
    // Form bodies are for that one form only.
    expect((await post('/__mock/events/cancel', form, 'membership_id=1')).statusCode).toBe(415);
  });
});

describe('/__mock/clock and the sign-in limits', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof shiftableClock>;
  let handle: ReturnType<typeof openDatabase>;
  beforeEach(async () => {
    handle = openDatabase(':memory:');
    clock = shiftableClock(fixedClock(NOW));
    app = await buildApp({ db: handle, clock });
  });
  afterEach(async () => {
    await app.close();
    handle.close();
  });

  it('cannot be moved from another website', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/clock',
      headers: { origin: EVIL, 'content-type': 'application/json' },
      payload: '{"offset_ms":3600000}',
    });
    expect(res.statusCode).toBe(403);
    expect(clock.offsetMs).toBe(0);
  });
});
