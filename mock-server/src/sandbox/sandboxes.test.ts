/**
 * Sandboxes (SANDBOXES=on): many demos on one server, each on its own copy of the seed, with its
 * own clock, faults, outbox and sign-ins; a token of one never reaches another's data.
 */
import { endpointNames, endpoints, type EndpointName } from '@mbo/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, NOW, request, unchecked } from '../../test/fixtures';
import { buildApp } from '../app';
import { fixedClock } from '../clock';
import { buildPath } from '@mbo/contracts';
import type { SandboxOptions } from './sandboxes';

const HOUR = 60 * 60 * 1000;
const T0 = Date.parse(NOW);

let templateDir: string;
beforeAll(() => {
  templateDir = mkdtempSync(join(tmpdir(), 'mbo-sandbox-templates-'));
});
afterAll(() => rmSync(templateDir, { recursive: true, force: true }));

interface SandboxApp {
  app: FastifyInstance;
  dir: string;
  /** The real time the sandboxes' last use and idle removal read. */
  time: { now: number };
}

let t: SandboxApp;
/** Whether `t` serves a whole describe block (closed after it) rather than one test. */
let shared = false;
const closeApp = async () => {
  await t.app.close();
  rmSync(t.dir, { recursive: true, force: true });
};
afterEach(async () => {
  if (t && !shared) await closeApp();
});

async function sandboxApp(options: Partial<SandboxOptions> = {}, quotaMb = 20): Promise<SandboxApp> {
  const dir = mkdtempSync(join(tmpdir(), 'mbo-sandboxes-'));
  const time = { now: T0 };
  const app = await buildApp({
    sandboxes: { dir, templateDir, closeGraceMs: 0, now: () => time.now, ...options },
    clock: fixedClock(NOW),
    config: { fixedOtp: '424242', mediaQuotaBytes: quotaMb * 1024 * 1024 },
  });
  await app.ready();
  return { app, dir, time };
}

/** A /__mock call in a sandbox (by its header), or in none. */
const mock = (sandbox: string | null, opts: InjectOptions) =>
  request(t.app, null, { ...opts, headers: { ...(sandbox ? { 'x-mock-sandbox': sandbox } : {}), ...opts.headers } });

async function create(data: 'demo' | 'large' = 'demo'): Promise<string> {
  const res = await mock(null, { method: 'POST', url: '/__mock/sandboxes', payload: { data } });
  expect(res.status).toBe(201);
  return (res.body as { data: { name: string } }).data.name;
}

/** The rich demo store of a sandbox, signed in through a sign-in link made there. */
async function signInRich(sandbox: string) {
  const stores = await mock(sandbox, { method: 'GET', url: '/__mock/console/stores' });
  const rich = (stores.body.data as { id: number; persona: string | null }[]).find((s) => s.persona === 'rich')!;
  const link = await mock(sandbox, { method: 'POST', url: '/__mock/sign-in-links', payload: { store_id: rich.id } });
  expect(link.body.data.token).toMatch(new RegExp(`^${sandbox}\\.`));
  // The web app trades the link naming no sandbox: the token names it.
  const session = await mock(null, {
    method: 'POST',
    url: '/__mock/sign-in-links/redeem',
    payload: { token: link.body.data.token },
  });
  expect(session.status).toBe(200);
  return { storeId: rich.id, token: session.body.data.access_token as string };
}

const subscribers = async (token: string) =>
  (await call(t.app, 'summaryOverview', { token })).body.data.subscriber_total;

describe('the sandboxes of a server', () => {
  it('are made, listed last used first and removed through /__mock/sandboxes', async () => {
    t = await sandboxApp();
    expect((await mock(null, { method: 'GET', url: '/__mock/sandboxes' })).body).toEqual({ data: [] });
    const first = await create();
    expect(first).toMatch(/^[a-z]+-[a-z]+-\d{2}$/);
    t.time.now += 60_000;
    const second = await create();
    const list = await mock(null, { method: 'GET', url: '/__mock/sandboxes' });
    expect(list.body.data).toEqual([
      { name: second, data: 'demo', created_at: new Date(T0 + 60_000).toISOString(), last_used_at: expect.any(String) },
      { name: first, data: 'demo', created_at: NOW, last_used_at: NOW },
    ]);
    const removed = await mock(null, { method: 'DELETE', url: `/__mock/sandboxes/${first}` });
    expect(removed.body).toEqual({ data: { name: first, deleted: true } });
    expect(existsSync(join(t.dir, first))).toBe(false);
    expect((await mock(null, { method: 'DELETE', url: `/__mock/sandboxes/${first}` })).status).toBe(404);
    const bad = await mock(null, { method: 'POST', url: '/__mock/sandboxes', payload: { data: 'huge' } });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ status: 422, errors: { data: [expect.any(String)] } });
  });

  it('keep clocks, faults, outboxes and resets apart', async () => {
    t = await sandboxApp();
    const [a, b] = [await create(), await create()];
    const [inA, inB] = [await signInRich(a), await signInRich(b)];
    const seeded = await subscribers(inB.token);

    // A's clock moves a day (its sessions last a week of its time); B's stands.
    const moved = await mock(a, { method: 'POST', url: '/__mock/clock', payload: { offset_ms: 24 * HOUR } });
    expect(moved.status).toBe(200);
    expect((await mock(b, { method: 'GET', url: '/__mock/clock' })).body).toEqual({ now: NOW, offset_ms: 0 });

    // "API down" in B: B's calls fail, A's work.
    const down = { path: '*', status: 503, label: 'API down' };
    expect((await mock(b, { method: 'POST', url: '/__mock/faults', payload: down })).status).toBe(201);
    expect((await call(t.app, 'me', { token: inB.token })).status).toBe(503);
    expect((await call(t.app, 'me', { token: inA.token })).status).toBe(200);
    expect((await mock(a, { method: 'GET', url: '/__mock/faults' })).body).toEqual({ data: [] });
    await mock(b, { method: 'DELETE', url: '/__mock/faults' });

    // A fan subscribes in B; a code is sent in A: each outbox has its own.
    const fan = await mock(b, { method: 'POST', url: '/__mock/events/subscribe', payload: { store_id: inB.storeId } });
    expect(fan.status).toBe(201);
    const phone = (await call(t.app, 'me', { token: inA.token })).body.data.phone;
    const sent = await call(t.app, 'requestOtp', {
      body: { phone, domain: 'store' },
      headers: { 'x-mock-sandbox': a },
    });
    expect(sent.status).toBe(200);
    const outbox = async (s: string) => (await mock(s, { method: 'GET', url: `/__mock/outbox?to=${phone}` })).body;
    expect(await outbox(a)).toHaveLength(1);
    expect(await outbox(b)).toEqual([]);

    // A resets: B keeps its new fan, its clock and its session.
    const reset = await mock(a, { method: 'POST', url: '/__mock/reset', payload: { scale: 'demo' } });
    expect(reset.status).toBe(200);
    expect(reset.body.data.counts.stores).toBeGreaterThan(0);
    expect((await mock(a, { method: 'GET', url: '/__mock/clock' })).body.offset_ms).toBe(0);
    expect(await outbox(a)).toEqual([]);
    expect((await call(t.app, 'me', { token: inA.token })).status).toBe(401);
    expect(await subscribers(inB.token)).toBe(seeded + 1);
    const again = await signInRich(a);
    expect(await subscribers(again.token)).toBe(seeded);
    // The reset's new database replaced the old file.
    expect(readdirSync(join(t.dir, a)).filter((f) => f.endsWith('.sqlite'))).toEqual(['db-2.sqlite']);
  });

  it('name themselves in the tokens they hand out, and a sign-in link made in one signs into it', async () => {
    t = await sandboxApp();
    const a = await create();
    const { token, storeId } = await signInRich(a);
    expect(token.startsWith(`${a}.`)).toBe(true);
    const me = await call(t.app, 'me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(storeId);
    // The sign-in through a code works in a sandbox too, and its session names it.
    const phone = me.body.data.phone;
    const headers = { 'x-mock-sandbox': a };
    const sent = await call(t.app, 'requestOtp', { body: { phone, domain: 'store', lang: 'en' }, headers });
    expect(sent.status).toBe(200);
    const body = { phone, code: '424242', domain: 'store', return: 'token' } as const;
    const session = await call(t.app, 'getToken', { body, headers });
    expect(session.body.data.access_token.startsWith(`${a}.`)).toBe(true);
  });

  it('answer a /__mock call naming no sandbox, or an unknown one, with a 4xx that says so', async () => {
    t = await sandboxApp();
    const none = await mock(null, { method: 'GET', url: '/__mock/clock' });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ status: 400, user_message: expect.stringMatching(/sandbox/), errors: {} });
    const unknown = await mock('nie-da-99', { method: 'POST', url: '/__mock/reset', payload: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body.user_message).toContain('no sandbox named "nie-da-99"');
    const byAddress = await mock(null, { method: 'GET', url: '/__mock/s/nie-da-99/__mock/clock' });
    expect(byAddress.status).toBe(404);
    // A name that is no text: the path stays as it came, a bad URL, in the envelope.
    const malformed = await mock(null, { method: 'GET', url: '/__mock/s/%E0%A4%A/__mock/clock' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ status: 400, errors: {} });
    // A public API call naming none is refused the same way; a secured one asks for a sign-in.
    expect((await call(t.app, 'categories')).status).toBe(400);
    expect((await call(t.app, 'me')).status).toBe(401);
    expect((await call(t.app, 'me', { token: 'nie-da-99.abc' })).status).toBe(401);
  });

  it('bind the console by its address, which sets the cookie later calls name it by', async () => {
    t = await sandboxApp();
    const a = await create();
    const page = await t.app.inject({ method: 'GET', url: `/__mock/s/${a}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-sandbox="${a}"`);
    const cookie = String(page.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^mock_sandbox=${a}; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax`));
    const clock = await mock(null, { method: 'GET', url: '/__mock/clock', headers: { cookie: `mock_sandbox=${a}` } });
    expect(clock.status).toBe(200);
    const unbound = await t.app.inject({ method: 'GET', url: '/__mock' });
    expect(unbound.body).toContain('data-sandboxes="on" data-sandbox=""');
    // Links the sandbox hands out go through its address.
    const { token } = await signInRich(a);
    const link = await call(t.app, 'shortLink', {
      token,
      body: { link_id: (await call(t.app, 'myStore', { token })).body.data.slug },
    });
    expect(link.body.data.sort_link).toMatch(new RegExp(`/__mock/s/${a}/s/[\\w-]+$`));
    const short = await t.app.inject({ method: 'GET', url: new URL(link.body.data.sort_link).pathname });
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toMatch(new RegExp(`^/__mock/s/${a}/__mock/stores/`));
    const store = await t.app.inject({ method: 'GET', url: short.headers.location! });
    expect(store.statusCode).toBe(200);
  });

  it('remove a sandbox unused for SANDBOX_IDLE_HOURS, and its sessions end', async () => {
    t = await sandboxApp({ idleMs: 24 * HOUR });
    const [idle, busy] = [await create(), await create()];
    const { token } = await signInRich(idle);
    t.time.now += 23 * HOUR;
    await mock(busy, { method: 'GET', url: '/__mock/clock' });
    t.time.now += 2 * HOUR;
    t.app.sandboxes!.sweep();
    const names = (await mock(null, { method: 'GET', url: '/__mock/sandboxes' })).body.data.map(
      (s: { name: string }) => s.name,
    );
    expect(names).toEqual([busy]);
    expect(existsSync(join(t.dir, idle))).toBe(false);
    expect((await call(t.app, 'me', { token })).status).toBe(401);
  });

  it('refuse one past SANDBOX_MAX with 429, naming the limit', async () => {
    t = await sandboxApp({ max: 2 });
    await create();
    await create();
    const third = await mock(null, { method: 'POST', url: '/__mock/sandboxes', payload: { data: 'demo' } });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ status: 429, user_message: expect.stringContaining('SANDBOX_MAX'), errors: {} });
    expect(third.body.user_message).toContain('2 sandboxes');
  });

  it("keep each one's pictures in its folder, all its stores' within the upload quota", async () => {
    t = await sandboxApp({}, 1);
    const [a, b] = [await create(), await create()];
    // Noise does not compress: about 0.6 MB as PNG, so two do not fit in 1 MB.
    const noisy = await sharp(randomBytes(450 * 450 * 3), { raw: { width: 450, height: 450, channels: 3 } })
      .png()
      .toBuffer();
    const upload = async (sandbox: string, storeIndex: number) => {
      const stores = await mock(sandbox, { method: 'GET', url: '/__mock/console/stores' });
      const storeId = (stores.body.data as { id: number }[])[storeIndex]!.id;
      const link = await mock(sandbox, {
        method: 'POST',
        url: '/__mock/sign-in-links',
        payload: { store_id: storeId },
      });
      const session = await mock(null, {
        method: 'POST',
        url: '/__mock/sign-in-links/redeem',
        payload: { token: link.body.data.token },
      });
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(noisy)], { type: 'image/png' }), 'shop.png');
      const req = new Request('http://local/', { method: 'POST', body: form });
      const payload = Buffer.from(await req.arrayBuffer());
      const headers = { 'content-type': req.headers.get('content-type')! };
      return call(t.app, 'uploadMedia', {
        query: { slot: 'photo' },
        body: unchecked(payload),
        headers,
        token: session.body.data.access_token,
      });
    };
    const first = await upload(a, 0);
    expect(first.status).toBe(201);
    expect(first.body.data.url).toMatch(new RegExp(`/__mock/s/${a}/media/[\\w-]+\\.png$`));
    expect(readdirSync(join(t.dir, a, 'media'))).toHaveLength(1);
    const served = await t.app.inject({ method: 'GET', url: new URL(first.body.data.url).pathname });
    expect(served.statusCode).toBe(200);
    // Another store of the same sandbox finds the quota taken; a store of another sandbox does not.
    const second = await upload(a, 1);
    expect(second.status).toBe(413);
    expect(second.error.user_message).toBe("This sandbox's pictures may take at most 1 MB");
    expect((await upload(b, 1)).status).toBe(201);
  });

  it('keep few databases open, and open a closed one again with its data', async () => {
    t = await sandboxApp({ openMax: 1 });
    const [a, b] = [await create(), await create()];
    const inA = await signInRich(a);
    const fan = await mock(a, { method: 'POST', url: '/__mock/events/subscribe', payload: { store_id: inA.storeId } });
    expect(fan.status).toBe(201);
    const count = await subscribers(inA.token);
    await signInRich(b);
    let open = 0;
    t.app.sandboxes!.forEachOpen(() => open++);
    expect(open).toBe(1);
    expect(await subscribers(inA.token)).toBe(count);
  });

  it('serve a sandbox closed a moment ago on its same connection, its writes and reads alike', async () => {
    t = await sandboxApp({ openMax: 1, closeGraceMs: 60_000 });
    const [a, b] = [await create(), await create()];
    const inA = await signInRich(a);
    const inB = await signInRich(b);
    const before = await subscribers(inA.token);
    const fan = await mock(a, { method: 'POST', url: '/__mock/events/subscribe', payload: { store_id: inA.storeId } });
    expect(fan.status).toBe(201);
    expect(await subscribers(inB.token)).toBe(before);
    expect(await subscribers(inA.token)).toBe(before + 1);
  });
});

describe('a token of sandbox A in sandbox B', () => {
  let a: string;
  let b: string;
  let token: string;
  beforeAll(async () => {
    shared = true;
    t = await sandboxApp();
    [a, b] = [await create(), await create()];
    ({ token } = await signInRich(a));
  });
  afterAll(async () => {
    await closeApp();
    shared = false;
  });

  const bearerNames = endpointNames.filter((n) => endpoints[n].auth === 'bearer');
  const path = (name: EndpointName) => buildPath(endpoints[name].path, { id: 1, voucher_id: 1, code: 'ntf_x' });

  // Every secured call, with A's token, named into B by the header, and with the token renamed
  // to B: nothing runs without a session of B, so nothing of B is read or changed.
  for (const name of bearerNames) {
    it(`${name}: 401`, async () => {
      const e = endpoints[name];
      const byHeader = await t.app.inject({
        method: e.method,
        url: path(name),
        headers: { authorization: `Bearer ${token}`, 'x-mock-sandbox': b },
      });
      expect(byHeader.statusCode).toBe(401);
      const renamed = await t.app.inject({
        method: e.method,
        url: path(name),
        headers: { authorization: `Bearer ${b}${token.slice(a.length)}` },
      });
      expect(renamed.statusCode).toBe(401);
      expect(renamed.json()).toEqual({ status: 401, user_message: expect.any(String), errors: {} });
    });
  }

  it('works in A, its own sandbox', async () => {
    expect((await call(t.app, 'me', { token })).status).toBe(200);
    expect((await call(t.app, 'listVouchers', unchecked({ token, query: { page: 1, size: 10 } }))).status).toBe(200);
  });
});

describe('without sandboxes', () => {
  beforeAll(() => {
    shared = true;
  });
  it('the sandbox calls say how to turn them on', async () => {
    const { makeTestApp } = await import('../../test/fixtures');
    const plain = await makeTestApp();
    try {
      const res = await request(plain.app, null, { method: 'GET', url: '/__mock/sandboxes' });
      expect(res.status).toBe(409);
      expect(res.body.user_message).toContain('SANDBOXES=on');
      const console = await plain.app.inject({ method: 'GET', url: '/__mock' });
      expect(console.body).not.toContain('data-sandboxes');
    } finally {
      await plain.close();
    }
  });
});
