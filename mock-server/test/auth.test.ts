import { OTP_MAX_ATTEMPTS, TOKEN_TTL_SECONDS } from '@mbo/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, insertStore, oneFieldRefusal, request, signIn, unchecked, useTestApp } from './fixtures';

const PHONE = '+49.15112345678';
const NEW_PHONE = '+49.15199998888';

const t = useTestApp();
let storeId: number;

beforeEach(() => {
  storeId = insertStore(t.sqlite, { name: 'Café Flow', phone: PHONE, lang: 'en' });
});

const requestOtp = (phone = PHONE, lang: 'en' | 'de' = 'en', token: string | null = null) =>
  call(t.app, 'requestOtp', { body: { phone, domain: 'store', lang }, token });

const getToken = (code: string, phone = PHONE) =>
  call(t.app, 'getToken', { body: { phone, code, domain: 'store', return: 'token', lang: 'en' } });

/** The newest code sent to a phone, read the way a test or a person would: from the outbox. */
async function latestMessage(phone: string) {
  const res = await request(t.app, null, { method: 'GET', url: `/__mock/outbox?to=${encodeURIComponent(phone)}` });
  expect(res.status).toBe(200);
  return res.body[0] as { code: string; body: string; to: string; channel: string } | undefined;
}

/** A code that no longer counts: refused with 422 and the expired message on the code field alone. */
function expectExpired(res: { status: number; error: { errors: unknown } }) {
  expect(res.status).toBe(422);
  expect(res.error.errors).toEqual({ code: ['The code has expired. Please request a new one'] });
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sign-in flow', () => {
  it('request-otp → code from the outbox → get-token → /auth/me', async () => {
    const sent = await requestOtp();
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ data: { phone: PHONE, channel: 'whatsapp', expires_in: 600, resend_in: 30 } });

    const msg = await latestMessage(PHONE);
    expect(msg).toMatchObject({ to: PHONE, channel: 'whatsapp' });
    expect(msg!.code).toMatch(/^\d{6}$/);
    expect(msg!.body).toContain(msg!.code);

    const tok = await getToken(msg!.code);
    expect(tok.status).toBe(200);
    const now = t.clock.now();
    expect(tok.body.data).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_SECONDS,
      expired_at: Math.floor((now + TOKEN_TTL_SECONDS * 1000) / 1000),
    });

    const me = await call(t.app, 'me', { token: tok.body.data.access_token });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({
      id: storeId,
      store_id: storeId,
      name: 'Café Flow',
      phone: PHONE,
      domain: 'store',
      role: 'store',
      lang: 'en',
      created_at: new Date(0).toISOString(),
    });
  });

  it('marks the store verified on first sign-in', async () => {
    t.sqlite.prepare('UPDATE stores SET verified_at = NULL WHERE id = ?').run(storeId);
    await requestOtp();
    await getToken((await latestMessage(PHONE))!.code);
    const row = t.sqlite.prepare('SELECT verified_at FROM stores WHERE id = ?').get(storeId) as { verified_at: number };
    expect(row.verified_at).toBe(t.clock.now());
  });

  it('writes the message in German or English', async () => {
    await requestOtp(PHONE, 'de');
    expect((await latestMessage(PHONE))!.body).toMatch(/Bestätigungscode lautet \d{6}/);
    t.clock.advance(31_000);
    await requestOtp(PHONE, 'en');
    expect((await latestMessage(PHONE))!.body).toMatch(/verification code is \d{6}/);
  });

  it('ignores an optional bearer token (a signed-in store may ask for a code)', async () => {
    const token = signIn(t.sqlite, storeId, t.clock.now());
    expect((await requestOtp(PHONE, 'en', token)).status).toBe(200);
  });

  it('answers 404 with the spec message for an unknown phone', async () => {
    const res = await requestOtp('+49.15100000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(
      oneFieldRefusal(404, 'phone', 'This phone number is not registered as a store. Please register first.'),
    );
    expect((await getToken('123456', '+49.15100000000')).status).toBe(404);
  });

  it('validates the body (phone format, domain)', async () => {
    const res = await call(t.app, 'requestOtp', { body: unchecked({ phone: '+49.', domain: 'admin' }) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors)).toEqual(expect.arrayContaining(['phone', 'domain']));
  });
});

describe('resend limit', () => {
  it('refuses a second code within 30 s with Retry-After, then allows it', async () => {
    expect((await requestOtp()).status).toBe(200);
    t.clock.advance(10_000);
    const again = await requestOtp();
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBe('20');
    expect(again.error.user_message).toBe('Please wait 20 seconds before requesting a new code');

    t.clock.advance(21_000);
    expect((await requestOtp()).status).toBe(200);
  });

  it('a new code voids the previous one', async () => {
    await requestOtp();
    const first = (await latestMessage(PHONE))!.code;
    t.clock.advance(31_000);
    await requestOtp();
    const second = (await latestMessage(PHONE))!.code;
    const open = t.sqlite
      .prepare('SELECT count(*) AS n FROM otp_codes WHERE phone = ? AND consumed_at IS NULL AND expires_at > ?')
      .get(PHONE, t.clock.now()) as { n: number };
    expect(open.n).toBe(1);
    // Random codes collide once in a million; the old one is only distinguishable when they differ.
    if (first !== second) expect((await getToken(first)).status).toBe(422);
    expect((await getToken(second)).status).toBe(200);
  });
});

describe('code rules', () => {
  it('expires after 10 minutes', async () => {
    await requestOtp();
    const { code } = (await latestMessage(PHONE))!;
    t.clock.advance(10 * 60 * 1000);
    const res = await getToken(code);
    expectExpired(res);
  });

  it('still works just before 10 minutes', async () => {
    await requestOtp();
    const { code } = (await latestMessage(PHONE))!;
    t.clock.advance(10 * 60 * 1000 - 1);
    expect((await getToken(code)).status).toBe(200);
  });

  it('without any code asked for says that no code was sent', async () => {
    const res = await getToken('123456');
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({ code: ['No code was sent to this number. Please request a code first'] });
  });

  it('counts wrong tries and voids the code on the fifth', async () => {
    await requestOtp();
    const { code } = (await latestMessage(PHONE))!;
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) {
      const res = await getToken(wrong(code));
      expect(res.status).toBe(422);
      const left = OTP_MAX_ATTEMPTS - i;
      expect(res.error.errors.code).toEqual([`The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left`]);
    }
    const fifth = await getToken(wrong(code));
    expect(fifth.status).toBe(429);
    expect(fifth.error.user_message).toBe('Too many wrong tries. Please request a new code');
    // Even the right code is refused now.
    expect((await getToken(code)).status).toBe(429);

    t.clock.advance(31_000);
    await requestOtp();
    expect((await getToken((await latestMessage(PHONE))!.code)).status).toBe(200);
  });

  it('works only once', async () => {
    await requestOtp();
    const { code } = (await latestMessage(PHONE))!;
    expect((await getToken(code)).status).toBe(200);
    const again = await getToken(code);
    expectExpired(again);
  });

  it('rejects a code that is not 6 digits by schema', async () => {
    const res = await getToken('12ab');
    expect(res.status).toBe(422);
    expect(res.error.errors.code).toEqual(['The code has 6 digits']);
  });

  it('the issued token expires after the token lifetime', async () => {
    await requestOtp();
    const tok = await getToken((await latestMessage(PHONE))!.code);
    t.clock.advance(TOKEN_TTL_SECONDS * 1000);
    expect((await call(t.app, 'me', { token: tok.body.data.access_token })).status).toBe(401);
  });
});

describe('the Authorization header', () => {
  it('takes Bearer, ASCII spaces and the token; any other white space after Bearer is 401', async () => {
    const token = signIn(t.sqlite, storeId, t.clock.now());
    const me = (authorization: string) => call(t.app, 'me', { headers: { authorization } });
    for (const ok of [`Bearer ${token}`, `bearer   ${token}`, `BEARER ${token}`]) {
      expect((await me(ok)).status, ok).toBe(200);
    }
    for (const bad of [
      `Bearer\t${token}`,
      `Bearer\u00a0${token}`,
      `Bearer \t${token}`,
      `Bearer\u2003${token}`,
      `Bearer${token}`,
      `Bearer ${token} extra`,
      `Bearer ${token}\u00a0`,
      `Basic ${token}`,
    ]) {
      const res = await me(bad);
      expect(res.status, JSON.stringify(bad)).toBe(401);
      expect(res.error).toEqual({ status: 401, user_message: 'Malformed authorization header', errors: {} });
    }
  });
});

describe('fixed demo code', () => {
  it('sends the configured code', async () => {
    await t.restart({ config: { fixedOtp: '424242' } });
    insertStore(t.sqlite, { phone: PHONE });
    await requestOtp();
    expect((await latestMessage(PHONE))!.code).toBe('424242');
    expect((await getToken('424242')).status).toBe(200);
  });
});

describe('GET /api/store/categories', () => {
  it('lists every category by name, without a token', async () => {
    const res = await call(t.app, 'categories');
    expect(res.status).toBe(200);
    const names = res.body.data.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(res.body.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) });
  });
});

describe('POST /api/store/register', () => {
  const valid = {
    name: 'Bäckerei Süß & Co',
    category_id: 2,
    phone: '+43.6641234567',
    address: 'Mariahilfer Straße 1, 1060 Wien',
    lat: 48.2,
    lng: 16.35,
    lang: 'de',
  };
  const register = (payload: object) => call(t.app, 'register', { body: unchecked(payload) });

  it('creates the store, sends its code, and lets it sign in', async () => {
    const res = await register(valid);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ id: expect.any(Number), phone: valid.phone, name: valid.name });
    const row = t.sqlite.prepare('SELECT * FROM stores WHERE id = ?').get(res.body.data.id) as Record<string, unknown>;
    expect(row).toMatchObject({
      slug: 'backerei-suss-co',
      country: 'AT',
      lang: 'de',
      verified_at: null,
      category_id: 2,
    });

    const msg = (await latestMessage(valid.phone))!;
    expect(msg.body).toMatch(/Bestätigungscode/);
    // Resend right after registration is limited like any code request.
    expect((await requestOtp(valid.phone)).status).toBe(429);
    expect((await getToken(msg.code, valid.phone)).status).toBe(200);
  });

  it('makes slugs unique and defaults lang to de, country by dial code', async () => {
    const a = await register({ ...valid, name: 'Corner Shop', phone: '+41.791234567', lang: undefined });
    const b = await register({ ...valid, name: 'Corner  Shop!', phone: '+1.2025550123', lang: 'en' });
    const slugs = t.sqlite
      .prepare('SELECT slug, country, lang FROM stores WHERE id IN (?, ?) ORDER BY id')
      .all(a.body.data.id, b.body.data.id);
    expect(slugs).toEqual([
      { slug: 'corner-shop', country: 'CH', lang: 'de' },
      { slug: 'corner-shop-2', country: 'DE', lang: 'en' },
    ]);
  });

  it('names every bad field in one 422', async () => {
    const res = await register({ name: '', category_id: 'x', phone: '+49.', address: 'abc', lat: 100 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors)).toEqual(
      expect.arrayContaining(['name', 'category_id', 'phone', 'address', 'lat', 'lng']),
    );
    expect(res.error.errors.lng).toEqual(['Value is required']);
  });

  it('names both an unknown category and a taken phone', async () => {
    const res = await register({ ...valid, category_id: 999, phone: PHONE });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({
      category_id: ['This category does not exist'],
      phone: ['This phone number is already registered'],
    });
    expect(t.sqlite.prepare('SELECT count(*) AS n FROM stores').get()).toEqual({ n: 1 });
  });

  it('refuses a duplicate phone', async () => {
    expect((await register(valid)).status).toBe(201);
    const again = await register({ ...valid, name: 'Other' });
    expect(again.status).toBe(422);
    expect(again.error.errors).toEqual({ phone: ['This phone number is already registered'] });
  });
});

describe('change phone', () => {
  let token: string;
  beforeEach(() => {
    token = signIn(t.sqlite, storeId, t.clock.now());
  });

  const requestEdit = (phone: string, tok = token) =>
    call(t.app, 'requestEditPhone', { body: { phone, lang: 'en', role: 'store' }, token: tok });
  const verify = (phone: string, code: string, tok = token) =>
    call(t.app, 'verifyPhone', { body: { phone, code, domain: 'store', return: 'token', lang: 'en' }, token: tok });

  it('sends a code to the new number and switches the phone', async () => {
    const sent = await requestEdit(NEW_PHONE);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ phone: NEW_PHONE, channel: 'whatsapp', expires_in: 600, resend_in: 30 });
    const msg = (await latestMessage(NEW_PHONE))!;
    expect(msg.body).toMatch(/new phone number/);
    expect(await latestMessage(PHONE)).toBeUndefined();

    const res = await verify(NEW_PHONE, msg.code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { phone: NEW_PHONE } });
    const me = await call(t.app, 'me', { token });
    expect(me.body.data.phone).toBe(NEW_PHONE);

    // Sign-in now works with the new number only.
    expect((await requestOtp(PHONE)).status).toBe(404);
    expect((await requestOtp(NEW_PHONE)).status).toBe(200);
  });

  it('for a number that was never sent a code, says so (not that the code expired), in the language asked for', async () => {
    const res = await verify(NEW_PHONE, '123456');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 422,
      user_message: 'No code was sent to this number. Please request a code first',
      errors: { code: ['No code was sent to this number. Please request a code first'] },
    });
    const german = await call(t.app, 'verifyPhone', {
      body: { phone: NEW_PHONE, code: '123456', domain: 'store', return: 'token', lang: 'en' },
      headers: { 'accept-language': 'de' },
      token,
    });
    expect(german.error.errors).toEqual({
      code: ['An diese Nummer wurde kein Code gesendet. Bitte fordere zuerst einen Code an'],
    });
  });

  it('needs a token', async () => {
    const res = await call(t.app, 'requestEditPhone', { body: { phone: NEW_PHONE, lang: 'en', role: 'store' } });
    expect(res.status).toBe(401);
  });

  it('refuses the current number and a number of another store', async () => {
    const same = await requestEdit(PHONE);
    expect(same.status).toBe(422);
    expect(same.error.errors.phone).toEqual(['This is already your phone number']);
    insertStore(t.sqlite, { phone: NEW_PHONE });
    const taken = await requestEdit(NEW_PHONE);
    expect(taken.status).toBe(422);
    expect(taken.error.errors.phone).toEqual(['This phone number is already registered']);
  });

  it('applies the resend limit, wrong tries, expiry and single use', async () => {
    await requestEdit(NEW_PHONE);
    expect((await requestEdit(NEW_PHONE)).status).toBe(429);
    const { code } = (await latestMessage(NEW_PHONE))!;
    const bad = await verify(NEW_PHONE, wrong(code));
    expect(bad.status).toBe(422);
    expect(bad.error.errors.code![0]).toMatch(/^The code is not correct/);
    expect((await verify(NEW_PHONE, code)).status).toBe(200);
    expect((await verify(NEW_PHONE, code)).status).toBe(422);

    t.clock.advance(31_000);
    const third = '+49.15177776666';
    await requestEdit(third);
    const c3 = (await latestMessage(third))!.code;
    t.clock.advance(600_000);
    const expired = await verify(third, c3);
    expectExpired(expired);
  });

  it("does not accept another store's code, nor a login code", async () => {
    const otherId = insertStore(t.sqlite, { phone: '+49.15155554444' });
    const otherToken = signIn(t.sqlite, otherId, t.clock.now());
    await requestEdit(NEW_PHONE, otherToken);
    const { code } = (await latestMessage(NEW_PHONE))!;
    expect((await verify(NEW_PHONE, code)).status).toBe(422);

    await requestOtp(PHONE);
    const login = (await latestMessage(PHONE))!.code;
    t.clock.advance(31_000);
    expect((await verify(PHONE, login)).status).toBe(422);
  });

  it('refuses when the new number was taken meanwhile, without using up the code', async () => {
    await requestEdit(NEW_PHONE);
    const { code } = (await latestMessage(NEW_PHONE))!;
    const otherId = insertStore(t.sqlite, { phone: NEW_PHONE });
    const res = await verify(NEW_PHONE, code);
    expect(res.status).toBe(422);
    expect(res.error.errors.phone).toEqual(['This phone number is already registered']);
    t.sqlite.prepare('DELETE FROM stores WHERE id = ?').run(otherId);
    expect((await verify(NEW_PHONE, code)).status).toBe(200);
  });

  it('locks after five wrong tries', async () => {
    await requestEdit(NEW_PHONE);
    const { code } = (await latestMessage(NEW_PHONE))!;
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i++) expect((await verify(NEW_PHONE, wrong(code))).status).toBe(422);
    expect((await verify(NEW_PHONE, wrong(code))).status).toBe(429);
    expect((await verify(NEW_PHONE, code)).status).toBe(429);
  });
});
