/**
 * What every request passes before any route: a Host the server answers to (DNS rebinding), an
 * Expect it can meet, an OPTIONS that is a preflight, a query without control characters, and a
 * body of the type the route takes. Each refusal is in the error envelope, on a real listening
 * server where an HTTP client cannot express the case (no Host at all, Node's own Expect handling).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedHosts, splitHost } from '../src/plugins/hosts';
import { call, insertStore, makeTestApp, signIn, unchecked, urlOf, type TestApp } from './fixtures';
import { sendRaw } from './raw';

let t: TestApp;
let token: string;
let port: number;
beforeAll(async () => {
  t = await makeTestApp({
    config: { publicUrl: 'https://mock.example.com', allowedHosts: ['laptop.local', '192.168.1.20:4010'] },
  });
  token = signIn(t.sqlite, insertStore(t.sqlite), t.clock.now());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const raw = (request: string) => sendRaw(port, request);

const envelope = (status: number) => ({ status, user_message: expect.any(String), errors: {} });

describe('Host allowlist', () => {
  it('answers loopback names on any port, PUBLIC_URL’s host and ALLOWED_HOSTS', async () => {
    for (const host of [
      'localhost:4010',
      '127.0.0.1:4321',
      '[::1]:4010',
      'LOCALHOST',
      'mock.example.com',
      'laptop.local:8080',
      '192.168.1.20:4010',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: urlOf('categories'), headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
  });

  it('refuses any other Host with 421 on every route: API, /__mock, docs, media, unknown paths, preflights', async () => {
    const foreign = [
      'evil.example',
      'evil.example:4010',
      'localhost.evil.example',
      '127.0.0.1.nip.io:4010',
      '192.168.1.20:4011',
      '0.0.0.0:4010',
      'not a host',
    ];
    const requests = [
      { method: 'GET', url: urlOf('categories') },
      { method: 'GET', url: urlOf('listVouchers'), headers: { authorization: `Bearer ${token}` } },
      { method: 'GET', url: '/__mock/outbox' },
      { method: 'POST', url: '/__mock/reset' },
      { method: 'GET', url: '/docs' },
      { method: 'GET', url: '/openapi.json' },
      { method: 'GET', url: '/media/AAAAAAAAAAAAAAAAAAAAAA.png' },
      { method: 'GET', url: '/no/such/path' },
      {
        method: 'OPTIONS',
        url: urlOf('listVouchers'),
        headers: { origin: 'http://evil.example:4010', 'access-control-request-method': 'GET' },
      },
    ] as const;
    const before = t.sqlite.prepare('SELECT count(*) AS n FROM stores').get();
    for (const host of foreign) {
      for (const r of requests) {
        const res = await t.app.inject({ ...r, headers: { ...('headers' in r ? r.headers : {}), host } });
        expect(res.statusCode, `${host} ${r.method} ${r.url}`).toBe(421);
        expect(res.json()).toEqual({
          status: 421,
          user_message: 'This server does not answer to that host name (see ALLOWED_HOSTS)',
          errors: {},
        });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
    expect(t.sqlite.prepare('SELECT count(*) AS n FROM stores').get()).toEqual(before);
  });

  it('a request without Host is 400 in the envelope, HTTP/1.1 and 1.0 alike', async () => {
    for (const version of ['1.1', '1.0']) {
      const res = await raw(`GET /__mock/outbox HTTP/${version}\r\nConnection: close\r\n\r\n`);
      expect(res.status, version).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ status: 400, user_message: 'The request has no Host header', errors: {} });
    }
    const empty = await raw('GET /api/store/categories HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n');
    expect(empty.status).toBe(400);
  });

  it('a foreign Host over a real socket, and a loopback one', async () => {
    const evil = await raw(
      'GET /__mock/outbox HTTP/1.1\r\nHost: rebind.evil.example:4010\r\nConnection: close\r\n\r\n',
    );
    expect(evil.status).toBe(421);
    expect(JSON.parse(evil.body)).toEqual(envelope(421));
    const ok = await raw(`GET /api/store/categories HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    expect(ok.status).toBe(200);
  });

  it('the German message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: urlOf('categories'),
      headers: { host: 'evil.example', 'accept-language': 'de' },
    });
    expect(res.json().user_message).toBe('Dieser Server antwortet nicht unter diesem Namen (siehe ALLOWED_HOSTS)');
  });
});

describe('allowedHosts', () => {
  it('reads host names with and without ports, IPv6 in brackets', () => {
    expect(splitHost('LocalHost:4010')).toEqual({ name: 'localhost', port: '4010' });
    expect(splitHost('[::1]:80')).toEqual({ name: '[::1]', port: '80' });
    expect(splitHost('example.com.')).toEqual({ name: 'example.com', port: undefined });
    for (const bad of ['', 'a b', 'x:y', 'http://x', '::1', 'a:1:2']) expect(splitHost(bad), bad).toBeUndefined();
  });

  it('never allows a wildcard address, even from PUBLIC_URL', () => {
    const allowed = allowedHosts({ publicUrl: 'http://0.0.0.0:4010', allowedHosts: ['0.0.0.0'] });
    expect(allowed('0.0.0.0:4010')).toBe(false);
    expect(allowed('127.0.0.1:4010')).toBe(true);
  });

  it('answers each Host alike however often it is asked, past the number of answers it keeps', () => {
    const allowed = allowedHosts({ publicUrl: 'http://127.0.0.1:4010', allowedHosts: ['laptop.local:8080'] });
    for (let round = 0; round < 2; round++) {
      expect(allowed('LOCALHOST')).toBe(true);
      expect(allowed('laptop.local:8080')).toBe(true);
      expect(allowed('laptop.local:9090')).toBe(false);
      expect(allowed('not a host')).toBe(false);
      expect(allowed(`${'a'.repeat(400)}.example`)).toBe(false);
    }
    for (let i = 0; i < 250; i++) expect(allowed(`host${i}.example`)).toBe(false);
    expect(allowed('laptop.local:8080')).toBe(true);
    expect(allowed('host3.example')).toBe(false);
  });
});

describe('Expect', () => {
  it('anything but 100-continue is 417 in the envelope, on a real socket', async () => {
    const res = await raw(
      'GET /api/store/categories HTTP/1.1\r\nHost: localhost\r\nExpect: something-else\r\nConnection: close\r\n\r\n',
    );
    expect(res.status).toBe(417);
    expect(JSON.parse(res.body)).toEqual({
      status: 417,
      user_message: 'Only "Expect: 100-continue" is supported',
      errors: {},
    });
  });

  it('100-continue gets its interim answer and the call goes on', async () => {
    const body = JSON.stringify({ phone: '+49.15100009999', domain: 'store', lang: 'en' });
    const res = await raw(
      `POST ${urlOf('requestOtp')} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(res.head).toMatch(/^HTTP\/1\.1 100 Continue/);
    // Unknown phone: the call itself ran.
    expect(JSON.parse(res.body)).toMatchObject({ status: 404 });
  });

  it('through inject too', async () => {
    const res = await t.app.inject({ method: 'GET', url: urlOf('categories'), headers: { expect: 'x' } });
    expect(res.statusCode).toBe(417);
  });
});

describe('OPTIONS without a preflight', () => {
  it('is 405 with Allow on a known path, 404 on an unknown one, in the envelope', async () => {
    const known = await t.app.inject({ method: 'OPTIONS', url: urlOf('listVouchers') });
    expect(known.statusCode).toBe(405);
    expect(known.headers.allow).toBe('GET, HEAD, POST');
    expect(known.json()).toEqual(envelope(405));
    const origin = await t.app.inject({
      method: 'OPTIONS',
      url: urlOf('listVouchers'),
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(origin.statusCode).toBe(405);
    const unknown = await t.app.inject({ method: 'OPTIONS', url: '/nothing/here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(envelope(404));
  });

  it('a real preflight still passes', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: urlOf('listVouchers'),
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
  });
});

describe('control characters in the query', () => {
  it('are 400 in the envelope on every list, C0, DEL and C1 alike', async () => {
    for (const q of ['%00', 'caf%09e', '%1F', '%7f', '%C2%85', 'x%0Ay']) {
      for (const name of ['listVouchers', 'listPlans', 'listSubscribers', 'listBroadcasts'] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${urlOf(name)}?q=${q}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, `${name} ${q}`).toBe(400);
        expect(res.json()).toEqual({
          status: 400,
          user_message: 'The query string contains a control character',
          errors: {},
        });
      }
    }
  });

  it('other text, percent signs and non-Latin letters included, is searched', async () => {
    for (const q of ['100%25', '%C3%84pfel', 'caf%C3%A9', '%F0%9F%99%82']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${urlOf('listVouchers')}?q=${q}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, q).toBe(200);
    }
  });
});

describe('body types', () => {
  const otp = { phone: '+49.15100009998', domain: 'store', lang: 'en' };

  it('form-urlencoded, text/plain and multipart on a JSON call are 415 in the envelope', async () => {
    const form = new FormData();
    form.append('phone', otp.phone);
    const multipart = new Request('http://x/', { method: 'POST', body: form });
    const bodies = [
      { type: 'application/x-www-form-urlencoded', payload: new URLSearchParams(otp).toString() },
      { type: 'text/plain', payload: JSON.stringify(otp) },
      { type: 'text/plain;charset=UTF-8', payload: JSON.stringify(otp) },
      {
        type: multipart.headers.get('content-type')!,
        payload: Buffer.from(await multipart.arrayBuffer()),
      },
    ];
    for (const b of bodies) {
      for (const name of ['requestOtp', 'createVoucher', 'updateMyStore'] as const) {
        const res = await call(t.app, name, {
          body: unchecked(b.payload),
          headers: { 'content-type': b.type },
          token,
        } as never);
        expect(res.status, `${name} ${b.type}`).toBe(415);
        expect(res.error).toEqual({ status: 415, user_message: 'The body must be application/json', errors: {} });
      }
    }
    // Nothing was sent on the way.
    expect(t.sqlite.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 0 });
  });

  it('a body-less POST is taken with or without a content type', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'content-type': 'application/json' },
      { 'content-type': 'text/plain' },
      { 'content-length': '0' },
    ];
    for (const headers of variants) {
      const res = await call(t.app, 'markAllNotificationsRead', { token, headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('a chunked body is judged when it has arrived: empty is no body, anything else of another type is 415', async () => {
    const post = (type: string, chunks: string) =>
      raw(
        `POST ${urlOf('markAllNotificationsRead')} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
          `${type}Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunks}0\r\n\r\n`,
      );
    expect((await post('', '')).status).toBe(200);
    expect((await post('Content-Type: text/plain\r\n', '')).status).toBe(200);
    const text = await post('Content-Type: text/plain\r\n', '3\r\na=1\r\n');
    expect(text.status).toBe(415);
    expect(JSON.parse(text.body)).toEqual({
      status: 415,
      user_message: 'The body must be application/json',
      errors: {},
    });
    const parts = await post('Content-Type: multipart/form-data; boundary=x\r\n', '');
    expect(parts.status).toBe(415);
  });

  it('the German message', async () => {
    const res = await call(t.app, 'requestOtp', {
      body: unchecked('a=1'),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'de' },
    });
    expect(res.error.user_message).toBe('Der Inhalt der Anfrage muss application/json sein');
  });
});
