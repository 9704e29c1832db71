import type { EndpointInput } from '@mbo/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, insertStore, makeTestApp, signIn, unchecked, type TestApp } from './fixtures';

let t: TestApp;
let token: string;
let storeId: number;

beforeEach(async () => {
  t = await makeTestApp();
  storeId = insertStore(t.sqlite, { name: 'Café Test' });
  token = signIn(t.sqlite, storeId, t.clock.now());
});
afterEach(() => t.close());

describe('GET /api/store/my', () => {
  it('returns the signed-in store', async () => {
    const res = await call(t.app, 'myStore', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: storeId,
      name: 'Café Test',
      photo: null,
      is_activated: false,
      category: { id: 1 },
    });
  });

  it('answers 401 with the error envelope without a token', async () => {
    const res = await call(t.app, 'myStore');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, user_message: expect.any(String), errors: {} });
  });
});

describe('PUT /api/store/my', () => {
  it('stores about, opening hours, logo and photo URLs', async () => {
    const payload = {
      about: 'Fresh coffee since 1998',
      opening_hours: { open_day: 'mon', close_day: 'sat', start_time: '08:00', end_time: '18:00' },
      photo_url: 'https://example.com/photo.jpg',
      logo_url: 'https://example.com/logo.png',
    } satisfies EndpointInput<'updateMyStore'>['body'];
    const res = await call(t.app, 'updateMyStore', { body: payload, token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      about: payload.about,
      opening_hours: payload.opening_hours,
      photo: { url: payload.photo_url },
      logo: { url: payload.logo_url },
    });
    const again = await call(t.app, 'myStore', { token });
    expect(again.body.data.opening_hours).toEqual(payload.opening_hours);
  });

  it('keeps overnight hours and refuses only opening hours of no length', async () => {
    const overnight = { open_day: 'fri', close_day: 'sat', start_time: '20:00', end_time: '08:00' } as const;
    const ok = await call(t.app, 'updateMyStore', { body: { opening_hours: overnight }, token });
    expect(ok.status).toBe(200);
    expect(ok.body.data.opening_hours).toEqual(overnight);
    const none = await call(t.app, 'updateMyStore', {
      body: { opening_hours: { ...overnight, end_time: '20:00' } },
      token,
    });
    expect(none.status).toBe(422);
    expect(none.error.errors['opening_hours.end_time']![0]).toContain('the store would never be open');
  });

  it('names every bad field', async () => {
    const res = await call(t.app, 'updateMyStore', {
      body: unchecked({ lat: 200, photo_url: 'not a url', opening_hours: { open_day: 'someday' } }),
      token,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors)).toEqual(
      expect.arrayContaining(['lat', 'photo_url', 'opening_hours.open_day']),
    );
  });

  it('refuses an unknown category', async () => {
    const res = await call(t.app, 'updateMyStore', { body: { category_id: 999 }, token });
    expect(res.status).toBe(422);
    expect(res.error.errors.category_id).toBeDefined();
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call(t.app, 'updateMyStore', {
      body: unchecked('{"about": '),
      token,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.error.user_message).toMatch(/JSON/);
  });
});

describe('short link, fee and language', () => {
  it('gives the same short link every time, resolving to the store', async () => {
    const store = (await call(t.app, 'myStore', { token })).body.data;
    const a = await call(t.app, 'shortLink', { body: { link_id: store.slug }, token });
    const b = await call(t.app, 'shortLink', { body: { link_id: String(storeId) }, token });
    expect(a.status).toBe(200);
    expect(a.body.data.sort_link).toMatch(/^http:\/\/127\.0\.0\.1:4010\/s\/[\w-]+$/);
    expect(b.body.data.sort_link).toBe(a.body.data.sort_link);
  });

  it("refuses a short link for another store's slug", async () => {
    const other = insertStore(t.sqlite, { name: 'Other' });
    const res = await call(t.app, 'shortLink', { body: { link_id: String(other) }, token });
    expect(res.status).toBe(404);
  });

  it('computes the fan fee: 10 %, at least 0.50', async () => {
    const big = await call(t.app, 'additionalFee', { query: { price: '19.90' }, token });
    expect(big.body.data).toEqual({ price: 19.9, fee: 1.99, final_price: 21.89, currency: 'EUR' });
    const small = await call(t.app, 'additionalFee', { query: { price: 2 }, token });
    expect(small.body.data).toEqual({ price: 2, fee: 0.5, final_price: 2.5, currency: 'EUR' });
    const bad = await call(t.app, 'additionalFee', { query: { price: 'abc' }, token });
    expect(bad.status).toBe(422);
    expect(bad.error.errors.price).toBeDefined();
  });

  it('stores the language preference', async () => {
    const res = await call(t.app, 'setLang', { body: { lang: 'en' }, token });
    expect(res.body.data).toEqual({ lang: 'en' });
    expect((await call(t.app, 'myStore', { token })).body.data.lang).toBe('en');
    const bad = await call(t.app, 'setLang', { body: unchecked({ lang: 'fr' }), token });
    expect(bad.status).toBe(422);
  });
});
