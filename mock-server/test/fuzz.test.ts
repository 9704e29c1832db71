/**
 * Property-based fuzzing of every operation of the endpoint table, seeded and bounded: valid and
 * broken requests (params, query, body, content type, token, Host and Expect headers) against the
 * demo database. For each answer: no 5xx; a status OpenAPI documents for the operation; a success
 * body that matches the operation's schema; every error in the envelope; a secured call without a
 * token refused; a foreign Host 421, a missing one 400, an Expect other than 100-continue 417.
 *
 * `npm test` runs FUZZ_RUNS (default 20) valid and as many broken requests per operation, after
 * one request of each kind of break, with FUZZ_SEED (default fixed). Deeper:
 * `npm run fuzz:long -w @mbo/mock-server` (500 of each, FUZZ_SEED=random), or e.g.
 * `FUZZ_RUNS=2000 FUZZ_SEED=7 npx vitest run test/fuzz.test.ts`. A failure prints the seed and
 * the shrunk request to replay it.
 */
import { ApiError, buildPath, endpointNames, endpoints, type EndpointDef, type EndpointName } from '@mbo/contracts';
import { errorStatusesOf } from '@mbo/contracts/openapi';
import { DEMO_STORES } from '@mbo/seed';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, signIn, type TestApp } from './fixtures';
import { junkJson, junkQueryValue, junkSegment, valuesOf, type Hints } from './fuzz/arbitraries';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_261_115);
const LONG = RUNS > 100;

const FIXED_OTP = '424242';

let t: TestApp;
let token: string;
/** Rows that exist, so valid requests reach past "not found" often enough. */
let paramHints: Hints = {};
let bodyHints: Hints = {};
beforeAll(async () => {
  // Limits off: they are tested on their own, and would turn most sign-in calls into 429 here.
  const off = { phone: null, address: null };
  t = await makeTestApp({ config: { rateLimits: { send: off, check: off, register: off }, fixedOtp: FIXED_OTP } });
  const reset = await t.app.inject({ method: 'POST', url: '/__mock/reset' });
  expect(reset.statusCode).toBe(200);
  const rich = t.sqlite.prepare('SELECT id FROM stores WHERE phone = ?').get(DEMO_STORES[0].phone) as { id: number };
  token = signIn(t.sqlite, rich.id, t.clock.now());
  const column = (sql: string) => (t.sqlite.prepare(sql).all(rich.id) as { v: unknown }[]).map((r) => r.v);
  const vouchers = column('SELECT id AS v FROM vouchers WHERE store_id = ?');
  const plans = column('SELECT id AS v FROM plans WHERE store_id = ?');
  const subscribers = column('SELECT id AS v FROM subscribers WHERE store_id = ? LIMIT 20');
  const phones = DEMO_STORES.map((s) => s.phone);
  paramHints = {
    id: [...vouchers, ...plans, ...subscribers, ...column('SELECT id AS v FROM invoices WHERE store_id = ?')],
    voucher_id: vouchers,
    plan_id: plans,
    code: column('SELECT code AS v FROM notifications WHERE store_id = ? LIMIT 20'),
  };
  const published = column("SELECT id AS v FROM vouchers WHERE store_id = ? AND status = 'published'");
  bodyHints = {
    phone: phones,
    code: [FIXED_OTP],
    voucher_id: published,
    plan_id: plans,
    subscription_id: plans,
    billing_period_id: (t.sqlite.prepare('SELECT id AS v FROM billing_periods').all() as { v: unknown }[]).map(
      (r) => r.v,
    ),
    link_id: column('SELECT slug AS v FROM stores WHERE id = ?'),
  };
}, 60_000);
afterAll(async () => {
  if (process.env.FUZZ_STATS) {
    for (const [name, counts] of seen) {
      const line = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      console.log(`${name.padEnd(26)} ${line.join(' ')}`);
    }
  }
  await t?.close();
});

type Auth = 'token' | 'none' | 'bad';

interface FuzzRequest {
  method: string;
  url: string;
  auth: Auth;
  contentType?: string;
  payload?: string | Buffer;
  /** Host header; inject's own (localhost:80) when left out (it cannot send none: request-gate.test does). */
  host?: string;
  expect?: string;
}

/** Host names a DNS-rebinding page, a typo or a proxy might send; only loopback ones are answered. */
const hostValue = fc.oneof(
  fc.constantFrom(
    'evil.example',
    'evil.example:4010',
    'localhost.evil.example',
    '127.0.0.1.nip.io',
    '0.0.0.0:4010',
    '[::2]:4010',
    'localhost:4010',
    '127.0.0.1',
    '[::1]:4010',
    'LOCALHOST:1',
  ),
  fc.domain(),
);
const isLoopbackHost = (host: string) => /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(host);

const expectValue = fc.oneof(
  fc.constantFrom('100-continue', '100-Continue', 'something', '200-ok', ''),
  fc.string({ maxLength: 20 }),
);
const isContinue = (value: string) => value.trim().toLowerCase() === '100-continue';

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function urlOf(e: EndpointDef, params: Record<string, string>, query: [string, string][]): string {
  const path = buildPath(e.path, params);
  const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return qs ? `${path}?${qs}` : path;
}

/** A form body, as an HTML form posts it. */
const formBody = (payload: unknown) =>
  typeof payload === 'string' && payload.startsWith('{')
    ? new URLSearchParams(
        Object.entries(JSON.parse(payload) as Record<string, unknown>).map(([k, v]): [string, string] => [
          k,
          String(v),
        ]),
      ).toString()
    : 'a=1';

/** A multipart body with one part, as a browser's FormData sends it. */
function multipart(field: string, bytes: Uint8Array, type: string): { contentType: string; payload: Buffer } {
  const boundary = '----fuzz7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload };
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** Requests the contract means to accept (the data may still be refused: unknown ids, conflicts). */
function validRequest(e: EndpointDef): fc.Arbitrary<FuzzRequest> {
  const params = e.params ? valuesOf(e.params, paramHints) : fc.constant({});
  const query = e.query ? valuesOf(e.query, paramHints) : fc.constant({});
  const auth: Auth = e.auth === 'public' ? 'none' : 'token';
  const body: fc.Arbitrary<Pick<FuzzRequest, 'contentType' | 'payload'>> =
    e.consumes === 'multipart/form-data'
      ? fc
          .oneof(
            fc.constant(PNG),
            fc.uint8Array({ maxLength: 64 }).map((b) => Uint8Array.from([...PNG, ...b])),
          )
          .map((bytes) => multipart('file', bytes, 'image/png'))
      : e.body
        ? valuesOf(e.body, bodyHints).map((b) => ({ contentType: 'application/json', payload: JSON.stringify(b) }))
        : fc.constant({});
  return fc.record({ params, query, body }).map(({ params, query, body }) => ({
    method: e.method,
    url: urlOf(
      e,
      Object.fromEntries(Object.entries(params as object).map(([k, v]) => [k, asText(v)])),
      Object.entries(query as object)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, asText(v)]),
    ),
    auth,
    ...body,
  }));
}

/** A valid request broken in one place. */
function brokenRequest(e: EndpointDef): fc.Arbitrary<FuzzRequest> {
  const base = validRequest(e);
  const breaks: fc.Arbitrary<FuzzRequest>[] = [
    // Token missing or forged.
    fc.tuple(base, fc.constantFrom<Auth>('none', 'bad')).map(([r, auth]) => ({ ...r, auth })),
    // A Host the server is not reached by (DNS rebinding), or none; an Expect it cannot meet.
    fc.tuple(base, hostValue).map(([r, host]) => ({ ...r, host })),
    fc.tuple(base, expectValue).map(([r, expect]) => ({ ...r, expect })),
    // Unknown, repeated or junk query values.
    fc
      .tuple(base, fc.constantFrom('page', 'size', 'q', 'status', 'plan_id', 'price', 'from', 'zzz'), junkQueryValue)
      .map(([r, key, value]) => ({
        ...r,
        url: `${r.url}${r.url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`,
      })),
  ];
  const names = e.path.match(/\{(\w+)\}/g)?.map((p) => p.slice(1, -1)) ?? [];
  if (names.length > 0) {
    breaks.push(
      fc.tuple(base, fc.constantFrom(...names), junkSegment).map(([r, name, junk]) => {
        const values = Object.fromEntries(names.map((n) => [n, '1']));
        return { ...r, url: buildPath(e.path, { ...values, [name]: junk }).replace(/%25/g, '%') };
      }),
    );
  }
  if (e.method !== 'GET') {
    breaks.push(
      // Not JSON, or JSON of another shape.
      fc.tuple(base, junkJson).map(([r, payload]) => ({ ...r, contentType: 'application/json', payload })),
      // Another content type: the same fields as a form, as text, as multipart, or other bytes.
      fc
        .tuple(
          base,
          fc.constantFrom(
            'text/plain',
            'text/plain;charset=UTF-8',
            'application/xml',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'image/png',
          ),
        )
        .map(([r, contentType]): FuzzRequest => {
          if (contentType === 'application/x-www-form-urlencoded')
            return { ...r, contentType, payload: formBody(r.payload) };
          if (contentType === 'multipart/form-data') return { ...r, ...multipart('file', PNG, 'image/png') };
          return { ...r, contentType, payload: r.payload ?? 'a=1' };
        }),
      // One field dropped, or replaced by junk.
      fc.tuple(base, fc.nat(), fc.option(fc.jsonValue({ maxDepth: 2 }))).map(([r, i, junk]) => {
        if (typeof r.payload !== 'string') return r;
        const body = JSON.parse(r.payload) as unknown;
        if (!body || typeof body !== 'object' || Array.isArray(body)) return r;
        const keys = Object.keys(body);
        if (keys.length === 0) return { ...r, payload: JSON.stringify({ unexpected: junk }) };
        const key = keys[i % keys.length]!;
        const next: Record<string, unknown> = { ...body };
        if (junk === null) delete next[key];
        else next[key] = junk;
        return { ...r, payload: JSON.stringify(next) };
      }),
    );
  }
  return fc.oneof(...breaks);
}

/** Every kind of break once, on one valid request: run before the random ones. */
function edgeCases(e: EndpointDef): FuzzRequest[] {
  const [base] = fc.sample(validRequest(e), { seed: SEED, numRuns: 1 });
  const r = base!;
  const cases: FuzzRequest[] = [
    { ...r, auth: 'none' },
    { ...r, auth: 'bad' },
  ];
  for (const host of ['evil.example:4010', 'localhost.evil.example']) cases.push({ ...r, host });
  for (const value of ['nope', '200-ok']) cases.push({ ...r, expect: value });
  const join = r.url.includes('?') ? '&' : '?';
  cases.push({ ...r, url: `${r.url}${join}page=0x1&size=1e1` }, { ...r, url: `${r.url}${join}page=&size=` });
  const names = e.path.match(/\{(\w+)\}/g)?.map((p) => p.slice(1, -1)) ?? [];
  for (const junk of ['0x1b', '1e0', '%201', '1.0', 'x'.repeat(250), '%E0%A4%A']) {
    if (names.length === 0) break;
    const values = Object.fromEntries(names.map((n) => [n, '1']));
    cases.push({ ...r, url: buildPath(e.path, { ...values, [names[0]!]: 'JUNK' }).replace('JUNK', junk) });
  }
  if (e.method !== 'GET') {
    for (const payload of ['{', '{"a":', 'null', '[]', '"text"', ''])
      cases.push({ ...r, contentType: 'application/json', payload });
    for (const contentType of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])
      cases.push({ ...r, contentType, payload: 'a=1' });
    cases.push({ ...r, contentType: 'application/x-www-form-urlencoded', payload: formBody(r.payload) });
    cases.push({ ...r, ...multipart('file', PNG, 'image/png') });
    // A body-less call with any content type, or none.
    cases.push({ ...r, contentType: 'text/plain', payload: '' }, { ...r, contentType: undefined, payload: undefined });
    cases.push({ ...r, contentType: 'application/json', payload: JSON.stringify({ x: 'y'.repeat(1_100_000) }) });
  }
  return cases;
}

function inject(r: FuzzRequest) {
  const headers: Record<string, string> = {};
  if (r.auth === 'token') headers.authorization = `Bearer ${token}`;
  if (r.auth === 'bad') headers.authorization = 'Bearer forged-token';
  if (r.contentType) headers['content-type'] = r.contentType;
  if (r.host !== undefined) headers.host = r.host;
  if (r.expect !== undefined) headers.expect = r.expect;
  return t.app.inject({
    method: r.method as InjectOptions['method'],
    url: r.url,
    headers,
    ...(r.payload === undefined ? {} : { payload: r.payload }),
  });
}

/**
 * Errors found before auth runs: by the router (a bad URL, an over-long path segment) and by the
 * request gate (Host, Expect, a body of another type).
 */
const BEFORE_AUTH = [400, 414, 415, 417, 421];

/** Statuses seen per operation, printed with FUZZ_STATS=1 (to see what the generators reach). */
const seen = new Map<string, Map<number, number>>();

async function check(name: EndpointName, r: FuzzRequest) {
  const e: EndpointDef = endpoints[name];
  const res = await inject(r);
  const counts = seen.get(name) ?? new Map<number, number>();
  seen.set(name, counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1));
  const label = `${name}: ${r.method} ${r.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, label).toBeLessThan(500);
  expect([e.status, ...errorStatusesOf(e)], label).toContain(res.statusCode);
  if (res.statusCode === e.status) {
    if (e.produces === 'text/csv') expect(res.headers['content-type'], label).toMatch(/^text\/csv/);
    else expect(e.response.safeParse(res.json()).error, label).toBeUndefined();
  } else {
    const body = ApiError.strict().safeParse(res.json());
    expect(body.error, label).toBeUndefined();
    expect(body.data?.status, label).toBe(res.statusCode);
  }
  if (e.auth === 'bearer' && r.auth !== 'token') expect([401, ...BEFORE_AUTH], label).toContain(res.statusCode);
  if (r.host !== undefined && !isLoopbackHost(r.host)) expect(res.statusCode, label).toBe(421);
  else if (r.expect !== undefined && !isContinue(r.expect)) expect(res.statusCode, label).toBe(417);
}

describe(`fuzz every operation (${RUNS} runs each, seed ${SEED})`, () => {
  for (const name of endpointNames) {
    it(name, { timeout: LONG ? 600_000 : 30_000 }, async () => {
      const e: EndpointDef = endpoints[name];
      const options = { seed: SEED, numRuns: RUNS, endOnFailure: !LONG };
      await fc.assert(
        fc.asyncProperty(validRequest(e), (r) => check(name, r)),
        options,
      );
      await fc.assert(
        fc.asyncProperty(brokenRequest(e), (r) => check(name, r)),
        { ...options, examples: edgeCases(e).map((r) => [r] as [FuzzRequest]) },
      );
    });
  }
});
