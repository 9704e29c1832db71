/** A batch of malformed bodies and queries sent to every endpoint: never a 5xx, always the envelope. */
import { buildPath, endpointNames, endpoints, type EndpointDef } from '@mbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStore, makeTestApp, signIn, type TestApp } from './fixtures';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await makeTestApp();
  const storeId = insertStore(t.sqlite, { phone: '+49.15199999999' });
  token = signIn(t.sqlite, storeId, t.clock.now());
});
afterAll(() => t.close());

const junkValues: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  -0.5,
  'x'.repeat(5000),
  '',
  '   ',
  '<script>alert(1)</script>',
  "'; DROP TABLE stores; --",
  '🙂',
  [],
  [1, 2, 3],
  {},
  { nested: { deep: [null] } },
];

/** Bodies: non-objects, objects with every field replaced by junk, and raw broken JSON. */
function bodiesFor(e: EndpointDef): { payload: string; contentType: string }[] {
  const json = (v: unknown) => ({ payload: JSON.stringify(v), contentType: 'application/json' });
  const fields =
    e.body && 'shape' in e.body ? Object.keys((e.body as unknown as { shape: object }).shape) : ['name', 'id'];
  const out = [
    json(null),
    json([]),
    json('text'),
    json(42),
    { payload: '{"unterminated": ', contentType: 'application/json' },
    { payload: 'name=x&id=1', contentType: 'application/x-www-form-urlencoded' },
    { payload: '<xml/>', contentType: 'application/xml' },
  ];
  for (const junk of junkValues) out.push(json(Object.fromEntries(fields.map((f) => [f, junk]))));
  return out;
}

const junkQueries = [
  'page=0',
  'page=-1',
  'page=abc',
  'size=0',
  'size=101',
  'size=1e9',
  'page=99999999999999999999',
  'q=%00%FF',
  'q=' + 'x'.repeat(300),
  'status=nope&voucher_type=nope&sort=nope',
  'from=2026-13-45&to=yesterday',
  'price=-5',
  'price=NaN',
  'page[]=1&page[]=2',
  'unread=maybe',
];

const paramValues = ['0', '-1', 'abc', '1.5', '99999999999999999999', '%00', 'ntf_' + 'x'.repeat(100)];

function expectEnvelope(status: number, body: string, label: string) {
  expect(status, label).toBeLessThan(500);
  if (status >= 400) {
    const parsed = JSON.parse(body);
    expect(parsed, label).toMatchObject({ status, user_message: expect.any(String), errors: expect.any(Object) });
  }
}

describe('no 5xx for malformed input', () => {
  for (const name of endpointNames) {
    const e: EndpointDef = endpoints[name];
    it(name, async () => {
      const headers = { authorization: `Bearer ${token}` };
      const url = buildPath(e.path, { id: 1, voucher_id: 1, code: 'ntf_none' });
      for (const b of ['POST', 'PUT'].includes(e.method) ? bodiesFor(e) : []) {
        const res = await t.app.inject({
          method: e.method,
          url,
          headers: { ...headers, 'content-type': b.contentType },
          payload: b.payload,
        });
        expectEnvelope(res.statusCode, res.body, `${name} body ${b.payload.slice(0, 60)}`);
      }
      for (const q of junkQueries) {
        const res = await t.app.inject({ method: e.method, url: `${url}?${q}`, headers });
        expectEnvelope(res.statusCode, res.body, `${name} query ${q.slice(0, 60)}`);
      }
      if (/\{(id|code)\}/.test(e.path)) {
        for (const p of paramValues) {
          const res = await t.app.inject({ method: e.method, url: e.path.replace(/\{(id|code)\}/, p), headers });
          expectEnvelope(res.statusCode, res.body, `${name} param ${p}`);
        }
      }
    });
  }
});
