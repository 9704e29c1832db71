/**
 * Every error answers `{ status, user_message, errors }`, those the HTTP parser finds before any
 * route runs included, and each status a call can answer is in its OpenAPI responses.
 */
import { endpointNames, endpoints } from '@mbo/contracts';
import { buildOpenApiDocument, errorStatusesOf } from '@mbo/contracts/openapi';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStore, makeTestApp, rawUrl, signIn, urlOf, type TestApp } from './fixtures';
import { sendRaw } from './raw';

let t: TestApp;
let token: string;
let port: number;
beforeAll(async () => {
  t = await makeTestApp();
  token = signIn(t.sqlite, insertStore(t.sqlite), t.clock.now());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const raw = (request: string) => sendRaw(port, request);

function expectEnvelope(status: number, body: string, expected: number) {
  expect(status).toBe(expected);
  expect(JSON.parse(body)).toEqual({ status: expected, user_message: expect.any(String), errors: {} });
}

describe('errors of the HTTP parser', () => {
  it('an unknown method', async () => {
    const res = await raw('FROB /api/store/categories HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expectEnvelope(res.status, res.body, 400);
    expect(res.head).toMatch(/content-type: application\/json/i);
  });

  it('headers over 16 KB: 431', async () => {
    const res = await raw(
      `GET /api/store/categories HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectEnvelope(res.status, res.body, 431);
  });

  it('a URL over 16 KB: 431, not echoed', async () => {
    const res = await raw(`GET /api/store/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expectEnvelope(res.status, res.body, 431);
    expect(res.body.length).toBeLessThan(200);
  });

  it('bad framing: Content-Length with chunked, a bad chunk, a broken request line', async () => {
    const both = await raw(
      'POST /auth/request-otp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}',
    );
    expectEnvelope(both.status, both.body, 400);
    const chunk = await raw(
      'POST /auth/request-otp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
    );
    expectEnvelope(chunk.status, chunk.body, 400);
    const line = await raw('this is not http\r\n\r\n');
    expectEnvelope(line.status, line.body, 400);
  });

  it('a well-formed request on the same port still works', async () => {
    const res = await raw('GET /api/store/categories HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});

describe('errors of the router', () => {
  const inject = (app: FastifyInstance, method: string, url: string, extra: object = {}) =>
    app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, ...extra });

  it('a known path with a method it lacks is 405 with Allow', async () => {
    const patch = await inject(t.app, 'PATCH', urlOf('getVoucher', { params: { id: 1 } }));
    expectEnvelope(patch.statusCode, patch.body, 405);
    expect(patch.headers.allow).toBe('DELETE, GET, HEAD, PUT');
    const post = await inject(t.app, 'POST', urlOf('me'));
    expectEnvelope(post.statusCode, post.body, 405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.json().user_message).toBe('POST is not allowed here; use GET or HEAD');
  });

  it('an unknown path is 404, and the message quotes at most 100 characters of it', async () => {
    const res = await inject(t.app, 'GET', `/nowhere/${'x'.repeat(500)}`);
    expectEnvelope(res.statusCode, res.body, 404);
    expect(res.json().user_message.length).toBeLessThan(130);
  });

  it('a path segment over 200 characters is 414, and the message does not echo it', async () => {
    const long = 'x'.repeat(250);
    const res = await inject(t.app, 'GET', rawUrl('getVoucher', { id: long }));
    expectEnvelope(res.statusCode, res.body, 414);
    expect(res.body).not.toContain('xxxxxxxxxx');
  });

  it('a malformed URL is 400 without echoing it', async () => {
    const res = await inject(t.app, 'GET', rawUrl('getVoucher', { id: '%E0%A4%A' }));
    expectEnvelope(res.statusCode, res.body, 400);
    expect(res.body).not.toContain('%E0');
  });

  it('a body over 1 MB is 413, a body of another type 415', async () => {
    const big = await inject(t.app, 'POST', urlOf('createVoucher'), {
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expectEnvelope(big.statusCode, big.body, 413);
    const xml = await inject(t.app, 'PUT', urlOf('updateMyStore'), {
      payload: '<store/>',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
    });
    expectEnvelope(xml.statusCode, xml.body, 415);
  });
});

describe('OpenAPI', () => {
  const doc = buildOpenApiDocument() as unknown as {
    paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
  };
  const operation = (name: (typeof endpointNames)[number]) => {
    const e = endpoints[name];
    return doc.paths[e.path]![e.method.toLowerCase()]!;
  };

  it('lists 413 and 415 where a body is read, 414 where the path has a parameter, 400 and 431 everywhere', () => {
    for (const name of endpointNames) {
      const e = endpoints[name];
      const listed = Object.keys(operation(name).responses).map(Number);
      expect(listed, name).toEqual(expect.arrayContaining([400, 431]));
      expect(listed.includes(413) && listed.includes(415), name).toBe(e.method !== 'GET');
      expect(listed.includes(414), name).toBe('params' in e);
      expect(
        listed.filter((s) => s >= 400),
        name,
      ).toEqual(errorStatusesOf(e));
    }
  });

  it('documents Retry-After on every 429', () => {
    for (const name of endpointNames) {
      const r429 = operation(name).responses['429'] as { headers?: Record<string, unknown> } | undefined;
      if (r429) expect(r429.headers?.['Retry-After'], name).toBeDefined();
    }
  });
});
