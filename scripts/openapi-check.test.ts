/** The OpenAPI validation relay's judgement of single exchanges, against the committed document. */
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiChecker } from './openapi-check';
import type { Exchange } from './relay';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const exchange = (over: Partial<Exchange>): Exchange => ({
  method: 'GET',
  url: '/api/store/balance',
  requestHeaders: { authorization: 'Bearer t' },
  requestBody: Buffer.alloc(0),
  status: 200,
  responseHeaders: { 'content-type': 'application/json; charset=utf-8' },
  responseBody: json({
    data: { available: 29.8, pending_payout: 0, paid_out: 10, earned: 39.8, currency: 'EUR', is_activated: true },
  }),
  ...over,
});
const envelope = (status: number) => json({ status, user_message: 'No', errors: {} });

const judge = (...exchanges: Exchange[]) => {
  const checker = openApiChecker();
  for (const x of exchanges) checker.inspect(x);
  return checker.report();
};

describe('the OpenAPI check', () => {
  // Compiling the document's schemas takes seconds; once, before the tests.
  beforeAll(() => void openApiChecker(), 60_000);

  it('passes an answer the document describes', () => {
    expect(judge(exchange({}))).toMatchObject({ checked: 1, violations: 0 });
  });

  it('names a field the answer lacks', () => {
    const report = judge(exchange({ responseBody: json({ data: { available: 1, currency: 'EUR' } }) }));
    expect(report.violations).toBe(1);
    expect(report.lines[1]).toMatch(/GET \/api\/store\/balance → 200: answer\/data must have required property/);
  });

  it('refuses a status the operation does not document', () => {
    const report = judge(exchange({ status: 418, responseBody: envelope(418) }));
    expect(report.lines[1]).toMatch(/status 418 is not documented/);
  });

  it('refuses a path no operation has', () => {
    expect(judge(exchange({ url: '/api/store/balances' })).lines[1]).toMatch(/no operation of openapi.json/);
  });

  it('accepts an invalid request the API refused with a documented error, and no other', () => {
    const bad = {
      method: 'POST',
      url: '/auth/request-otp',
      requestHeaders: { 'content-type': 'application/json' },
      requestBody: json({ phone: '0151 1234', domain: 'store' }),
    };
    expect(judge(exchange({ ...bad, status: 422, responseBody: envelope(422) }))).toMatchObject({ violations: 0 });
    const accepted = judge(exchange({ ...bad, status: 200, responseBody: json({ data: {} }) }));
    expect(accepted.lines.join('\n')).toMatch(/accepted a request the document forbids \(body\/phone must match/);
  });

  it('reads query parameters as their schema types', () => {
    const list = { url: '/api/store/payouts?page=1&size=5', responseBody: json({ data: [], paginate: paginate() }) };
    expect(judge(exchange(list))).toMatchObject({ violations: 0 });
    const report = judge(
      exchange({ ...list, url: '/api/store/payouts?page=abc', status: 422, responseBody: envelope(422) }),
    );
    expect(report).toMatchObject({ violations: 0 });
  });

  it('lets the mock tools pass unchecked', () => {
    expect(judge(exchange({ method: 'POST', url: '/__mock/pact/state', status: 200 }))).toMatchObject({ checked: 0 });
  });
});

function paginate() {
  return { current_page: 1, next_page: null, per_page: 5, prev_page: null, total_entries: 0, total_pages: 0 };
}
