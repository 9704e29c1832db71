/**
 * Sign-in and registration limits per client address and per phone from one address: 429 in the
 * envelope with Retry-After. A stranger from another address cannot lock a store out, and a
 * restart does not reset the counters (real sockets from 127.0.0.2 and 127.0.0.3 below).
 */
import { DEMO_STORES } from '@mbo/seed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../src/env';
import { DEFAULT_RATE_LIMITS, formatLimit, type RateLimits } from '../src/plugins/rate-limit';
import { call, insertStore, makeTestApp, signIn, urlOf, type TestApp } from './fixtures';

const MINUTE = 60_000;
const OFF = { phone: null, address: null };
const limits = (overrides: Partial<RateLimits>): RateLimits => ({ send: OFF, check: OFF, register: OFF, ...overrides });

let t: TestApp;
afterEach(async () => {
  vi.useRealTimers();
  await t?.close();
});

const start = async (rateLimits: RateLimits, fixedOtp?: string) => {
  t = await makeTestApp({ config: { rateLimits, fixedOtp } });
  return t;
};

const from = (address: string) => ({ remoteAddress: address });

const requestOtp = (phone: string, address = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: urlOf('requestOtp'),
    payload: { phone, domain: 'store', lang: 'en' },
    ...from(address),
  });
const getToken = (phone: string, code = '000000', address = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: urlOf('getToken'),
    payload: { phone, code, domain: 'store', return: 'token', lang: 'en' },
    ...from(address),
  });

function expectLimited(res: Awaited<ReturnType<typeof requestOtp>>, maxSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    status: 429,
    user_message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (seconds|minutes?)$/),
    errors: {},
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('per phone from one address', () => {
  it('limits the codes sent to one phone, whatever the server clock says; another address is not affected', async () => {
    await start(limits({ send: { phone: { max: 2, windowMs: 15 * MINUTE }, address: null } }));
    insertStore(t.sqlite, { phone: '+49.15100000001' });
    expect((await requestOtp('+49.15100000001')).statusCode).toBe(200);
    t.clock.advance(31_000);
    expect((await requestOtp('+49.15100000001')).statusCode).toBe(200);
    t.clock.advance(31_000);
    expectLimited(await requestOtp('+49.15100000001'), 15 * 60);
    // Moving the server clock (as /__mock/clock does) does not end the window: it runs on real time.
    t.clock.advance(24 * 60 * MINUTE);
    expectLimited(await requestOtp('+49.15100000001'), 15 * 60);
    // The same phone from another address, and another phone, are not affected.
    expect((await requestOtp('+49.15100000001', '10.0.0.9')).statusCode).toBe(200);
    insertStore(t.sqlite, { phone: '+49.15100000002' });
    expect((await requestOtp('+49.15100000002')).statusCode).toBe(200);
  });

  it('limits code checks per phone, right codes included, until the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await start(limits({ check: { phone: { max: 3, windowMs: 15 * MINUTE }, address: null } }));
    for (let i = 0; i < 3; i++) expect((await getToken('+49.15100000003')).statusCode).toBe(404);
    expectLimited(await getToken('+49.15100000003', '123456'), 15 * 60);
    expect((await getToken('+49.15100000003', '123456', '10.0.0.2')).statusCode).toBe(404);
    vi.setSystemTime(Date.now() + 15 * MINUTE);
    expect((await getToken('+49.15100000003')).statusCode).toBe(404);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    await start(limits({ check: { phone: null, address: { max: 2, windowMs: 15 * MINUTE } } }));
    expect((await getToken('+49.15100000007', '000000', '2001:db8:1:2::a')).statusCode).toBe(404);
    expect((await getToken('+49.15100000007', '000000', '2001:db8:1:2:ffff::b')).statusCode).toBe(404);
    expectLimited(await getToken('+49.15100000007', '000000', '2001:db8:1:2:0:0:0:c'), 15 * 60);
    expect((await getToken('+49.15100000007', '000000', '2001:db8:1:3::a')).statusCode).toBe(404);
    expect((await getToken('+49.15100000007', '000000', '::ffff:10.0.0.5')).statusCode).toBe(404);
    expect((await getToken('+49.15100000007', '000000', '10.0.0.5')).statusCode).toBe(404);
    expectLimited(await getToken('+49.15100000007', '000000', '10.0.0.5'), 15 * 60);
  });

  it('limits changing to a new phone: request-edit-phone and verify-phone', async () => {
    await start(
      limits({
        send: { phone: { max: 1, windowMs: 15 * MINUTE }, address: null },
        check: { phone: { max: 1, windowMs: 15 * MINUTE }, address: null },
      }),
    );
    const token = signIn(t.sqlite, insertStore(t.sqlite), t.clock.now());
    const edit = () =>
      call(t.app, 'requestEditPhone', { body: { phone: '+49.15100000004', lang: 'en', role: 'store' }, token });
    const verify = () =>
      call(t.app, 'verifyPhone', {
        body: { phone: '+49.15100000004', code: '000000', domain: 'store', return: 'token', lang: 'en' },
        token,
      });
    expect((await edit()).status).toBe(200);
    t.clock.advance(31_000);
    const again = await edit();
    expect(again.status).toBe(429);
    expect(again.error.user_message).toMatch(/^Too many attempts/);
    expect((await verify()).status).toBe(422);
    const limited = await verify();
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('per client address', () => {
  it('limits one address over many phones, and not another address', async () => {
    await start(limits({ send: { phone: null, address: { max: 3, windowMs: 60 * MINUTE } } }));
    for (let i = 0; i < 3; i++) expect((await requestOtp(`+49.1520000000${i}`)).statusCode).toBe(404);
    expectLimited(await requestOtp('+49.15200000009'), 60 * 60);
    expect((await requestOtp('+49.15200000009', '10.0.0.2')).statusCode).toBe(404);
  });

  it('limits registrations', async () => {
    await start(limits({ register: { phone: null, address: { max: 2, windowMs: 60 * MINUTE } } }));
    const register = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: urlOf('register'),
        payload: {
          name: `Laden ${n}`,
          phone: `+49.1530000000${n}`,
          category_id: 1,
          address: 'Friedrichstraße 43, 10117 Berlin',
          lat: 52.52,
          lng: 13.39,
        },
        ...from('10.0.0.3'),
      });
    expect((await register(1)).statusCode).not.toBe(429);
    expect((await register(2)).statusCode).not.toBe(429);
    expectLimited(await register(3), 60 * 60);
  });

  it('an invalid body is refused before it is counted', async () => {
    await start(limits({ check: { phone: null, address: { max: 1, windowMs: 60 * MINUTE } } }));
    for (let i = 0; i < 5; i++) expect((await getToken('not a phone')).statusCode).toBe(422);
    expect((await getToken('+49.15100000005')).statusCode).toBe(404);
    expect((await getToken('+49.15100000005')).statusCode).toBe(429);
  });
});

describe('demo stores with MOCK_OTP', () => {
  const demo = DEMO_STORES[0].phone;

  it('are not limited when the code is fixed; other phones still are', async () => {
    await start(
      limits({
        send: { phone: { max: 1, windowMs: 15 * MINUTE }, address: { max: 2, windowMs: 15 * MINUTE } },
        check: { phone: { max: 1, windowMs: 15 * MINUTE }, address: { max: 2, windowMs: 15 * MINUTE } },
      }),
      '424242',
    );
    insertStore(t.sqlite, { phone: demo });
    for (let i = 0; i < 5; i++) {
      expect((await requestOtp(demo)).statusCode).toBe(200);
      expect((await getToken(demo, '424242')).statusCode).toBe(200);
      t.clock.advance(31_000);
    }
    // Nor held to the 30-second wait between codes.
    expect((await requestOtp(demo)).statusCode).toBe(200);
    expect((await requestOtp(demo)).statusCode).toBe(200);
    expect((await getToken('+49.15100000006')).statusCode).toBe(404);
    expect((await getToken('+49.15100000006')).statusCode).toBe(429);
  });

  it('are limited like any store without MOCK_OTP', async () => {
    await start(limits({ check: { phone: { max: 1, windowMs: 15 * MINUTE }, address: null } }));
    expect((await getToken(demo)).statusCode).toBe(404);
    expect((await getToken(demo)).statusCode).toBe(429);
  });
});

describe('settings', () => {
  it('default to the README numbers and read RATE_LIMIT_* variables', () => {
    expect(parseEnv({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    const shown = (l: RateLimits) =>
      Object.fromEntries(Object.entries(l).map(([k, v]) => [k, [formatLimit(v.phone), formatLimit(v.address)]]));
    expect(shown(DEFAULT_RATE_LIMITS)).toEqual({
      send: ['5/15m', '30/1h'],
      check: ['10/15m', '60/15m'],
      register: ['3/1h', '10/1h'],
    });
    const env = parseEnv({
      RATE_LIMIT_SEND_PHONE: '3/10m',
      RATE_LIMIT_CHECK_ADDRESS: 'off',
      RATE_LIMIT_REGISTER_PHONE: '',
    });
    expect(env.rateLimits.send.phone).toEqual({ max: 3, windowMs: 10 * MINUTE });
    expect(env.rateLimits.check.address).toBeNull();
    expect(env.rateLimits.register.phone).toEqual(DEFAULT_RATE_LIMITS.register.phone);
  });

  it('refuse a malformed limit, naming the variable', () => {
    for (const bad of ['5', '5/0m', '-1/1h', '5/15d', 'unlimited']) {
      expect(() => parseEnv({ RATE_LIMIT_SEND_ADDRESS: bad }), bad).toThrow(/RATE_LIMIT_SEND_ADDRESS/);
    }
  });
});
