import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationType } from '@mbo/contracts';
import type { NotificationParams } from '@mbo/db';
import { notificationTexts } from '../src/i18n/notifications';
import {
  call,
  DAY,
  insertMembership,
  insertPlan,
  insertStore,
  insertSubscriber,
  insertVoucher,
  NOW,
  request,
  sendMessage,
  signIn,
  useTestApp,
} from './fixtures';

const t = useTestApp();

/** The mock's own routes are no endpoints of the table: they are reached by their paths. */
const get = (url: string) => request(t.app, null, { method: 'GET', url });
const post = (url: string, payload?: object) =>
  request(t.app, null, { method: 'POST', url, ...(payload ? { payload } : {}) });
const row = <T = Record<string, unknown>>(sql: string, ...args: unknown[]) => t.sqlite.prepare(sql).get(...args) as T;

describe('outbox', () => {
  beforeEach(() => {
    sendMessage(t.sqlite, 1000, { channel: 'whatsapp', to: '+49.15111111111', body: 'first 111111', code: '111111' });
    sendMessage(t.sqlite, 2000, { channel: 'sms', to: '+49.15122222222', body: 'second <b>&', code: null });
    sendMessage(t.sqlite, 3000, { channel: 'whatsapp', to: '+49.15111111111', body: 'third 333333', code: '333333' });
  });

  it('lists messages newest first', async () => {
    const res = await get('/__mock/outbox');
    expect(res.status).toBe(200);
    expect(res.body.map((m: { body: string }) => m.body)).toEqual(['third 333333', 'second <b>&', 'first 111111']);
    expect(res.body[1]).toEqual({
      id: expect.any(Number),
      channel: 'sms',
      to: '+49.15122222222',
      body: 'second <b>&',
      code: null,
      created_at: '1970-01-01T00:00:02.000Z',
    });
  });

  it('filters by phone, with "+" encoded or arriving as a space', async () => {
    for (const to of ['%2B49.15111111111', '+49.15111111111', '%2049.15111111111']) {
      const res = await get(`/__mock/outbox?to=${to}`);
      expect(res.body.map((m: { code: string }) => m.code)).toEqual(['333333', '111111']);
    }
    expect((await get('/__mock/outbox?to=%2B49.1')).body).toEqual([]);
    expect((await get('/__mock/outbox?to=%2B49.15111111111&limit=1')).body).toHaveLength(1);
  });

  it('answers the error envelope for a bad limit', async () => {
    const res = await get('/__mock/outbox?limit=0');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 422,
      user_message: expect.any(String),
      errors: { limit: [expect.any(String)] },
    });
  });

  it('clears', async () => {
    const res = await request(t.app, null, { method: 'DELETE', url: '/__mock/outbox' });
    expect(res.body).toEqual({ data: { deleted: 3 } });
    expect((await get('/__mock/outbox')).body).toEqual([]);
  });

  it('has a readable page with big codes, a filter and auto-refresh, everything escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/__mock/outbox.html?to=%2B49.15122222222' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(res.body).toContain('<form method="get"');
    expect(res.body).toContain('value="+49.15122222222"');
    expect(res.body).toContain('second &lt;b&gt;&amp;');
    expect(res.body).not.toContain('<b>');
    expect(res.body).not.toContain('333333');
    expect(res.body).not.toMatch(/<script/i);
    const all = await t.app.inject({ method: 'GET', url: '/__mock/outbox.html' });
    expect(all.body).toMatch(/class="code">333333</);
    expect(all.body.indexOf('third 333333')).toBeLessThan(all.body.indexOf('first 111111'));
  });
});

describe('geocoding', () => {
  it('searches in Nominatim shape', async () => {
    const res = await get('/__mock/geo/search?q=berlin&limit=3');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(3);
    expect(res.body[0]).toEqual({
      place_id: expect.any(Number),
      name: 'Berlin',
      display_name: 'Berlin, Deutschland',
      lat: '52.52',
      lon: '13.405',
      type: 'city',
    });
    expect((await get('/__mock/geo/search?q=koeln')).body[0].name).toBe('Köln');
    expect((await get('/__mock/geo/search?q=')).body).toEqual([]);
    expect((await get('/__mock/geo/search?q=zzzzqqq')).body).toEqual([]);
  });

  it('reverse-geocodes the nearest place, with address parts', async () => {
    const res = await get('/__mock/geo/reverse?lat=52.521&lon=13.41&format=json');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      place_id: expect.any(Number),
      name: expect.any(String),
      display_name: expect.stringContaining('Deutschland'),
      lat: expect.any(String),
      lon: expect.any(String),
    });
    expect(res.body.address).toMatchObject({ country: 'Deutschland', country_code: 'de' });
  });

  it("answers Nominatim's error object (HTTP 200) far from any place", async () => {
    const res = await get('/__mock/geo/reverse?lat=0&lon=0&format=json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: 'Unable to geocode' });
  });

  it('validates its inputs', async () => {
    const res = await get('/__mock/geo/reverse?lat=91&lon=abc');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['lat', 'lon']));
    expect((await get('/__mock/geo/reverse')).status).toBe(422);
    expect((await get('/__mock/geo/search?q=x&limit=1000')).status).toBe(422);
  });
});

describe('map tiles', () => {
  // The first tile loads the map data (a few seconds on a busy machine).
  it('answers a 256×256 PNG that browsers may keep, saying whether it has data', async () => {
    for (const [url, data] of [
      ['/__mock/tiles/6/33/21.png', 'yes'],
      ['/__mock/tiles/0/0/0', 'yes'],
      ['/__mock/tiles/12/100/100', 'none'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers['x-map-data']).toBe(data);
      const png = res.rawPayload;
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect(png.readUInt32BE(16)).toBe(256);
      expect(png.readUInt32BE(20)).toBe(256);
    }
  }, 60_000);

  it('refuses coordinates outside the zoom level with 400', async () => {
    for (const url of [
      '/__mock/tiles/20/0/0',
      '/__mock/tiles/2/4/0',
      '/__mock/tiles/2/0/4.png',
      '/__mock/tiles/a/b/c',
      '/__mock/tiles/1/-1/0',
      '/__mock/tiles/3/1/1.jpg',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({ status: 400, errors: expect.any(Object) });
    }
  });
});

describe('payment provider', () => {
  let storeId: number;
  let token: string;
  beforeEach(() => {
    storeId = insertStore(t.sqlite, { name: 'Tea & <Cake>' });
    token = signIn(t.sqlite, storeId, t.clock.now());
  });

  async function onboardingUrl() {
    const res = await call(t.app, 'providerSubAccount', {
      body: { email: 'me@example.com', country: 'DE' },
      token,
    });
    return new URL(res.body.data.url);
  }

  it('onboarding page → activate → back to the web app, store activated', async () => {
    const url = await onboardingUrl();
    const account = url.searchParams.get('account')!;
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Payment provider onboarding (mock)');
    expect(page.body).toContain('Tea &amp; &lt;Cake&gt;');
    expect(page.body).toContain('action="/__mock/provider/onboarding/complete"');
    expect(page.body).toContain(`<input type="hidden" name="account" value="${account}">`);
    expect(page.body).toContain('Activate payouts');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://127.0.0.1:5173");

    const done = await t.app.inject({
      method: 'POST',
      url: '/__mock/provider/onboarding/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `account=${encodeURIComponent(account)}`,
    });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('http://127.0.0.1:5173/settings/my-sales?activated=1');
    expect(row('SELECT activated_at FROM stores WHERE id = ?', storeId)).toEqual({ activated_at: t.clock.now() });
    const balance = await call(t.app, 'balance', { token });
    expect(balance.body.data.is_activated).toBe(true);

    // Completing again keeps the first activation date.
    t.clock.advance(DAY);
    await request(t.app, null, { method: 'POST', url: '/__mock/provider/onboarding/complete', payload: { account } });
    expect(row('SELECT activated_at FROM stores WHERE id = ?', storeId)).toEqual({ activated_at: t.clock.now() - DAY });
  });

  it('dashboard shows the balance figures', async () => {
    const url = await onboardingUrl();
    const login = await call(t.app, 'providerLogin', { token });
    const dash = new URL(login.body.data.url);
    const page = await t.app.inject({ method: 'GET', url: `${dash.pathname}${dash.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Available');
    expect(page.body).toContain('€0.00');
    expect(page.body).toContain(url.searchParams.get('account')!);
  });

  it('unknown or missing account is the error envelope', async () => {
    expect((await get('/__mock/provider/onboarding?account=acct_nope')).status).toBe(404);
    expect((await get('/__mock/provider/dashboard?account=acct_nope')).status).toBe(404);
    expect((await post('/__mock/provider/onboarding/complete', { account: 'acct_nope' })).status).toBe(404);
    const missing = await get('/__mock/provider/onboarding');
    expect(missing.status).toBe(422);
    expect(missing.body.errors.account).toBeDefined();
    expect((await post('/__mock/provider/onboarding/complete')).status).toBe(422);
  });
});

describe('store page and short links', () => {
  it('resolves the QR short link to the public store page', async () => {
    const storeId = insertStore(t.sqlite, { name: 'Kiez Kaffee' });
    t.sqlite
      .prepare('UPDATE stores SET about = ?, opening_hours = ? WHERE id = ?')
      .run(
        'Beans & <b>love</b>',
        JSON.stringify({ open_day: 'mon', close_day: 'fri', start_time: '08:00', end_time: '18:00' }),
        storeId,
      );
    const voucher = insertVoucher(t.sqlite, storeId, { name: 'Free Espresso' });
    insertPlan(t.sqlite, storeId, [{ voucherId: voucher }], { name: 'Espresso Club', priceCents: 1000 });
    const token = signIn(t.sqlite, storeId, t.clock.now());
    const slug = row<{ slug: string }>('SELECT slug FROM stores WHERE id = ?', storeId).slug;
    const link = await call(t.app, 'shortLink', { body: { link_id: slug }, token });
    const short = new URL(link.body.data.sort_link);

    const redirect = await get(short.pathname);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe(`/__mock/stores/${slug}`);

    const page = await t.app.inject({ method: 'GET', url: `/__mock/stores/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kiez Kaffee');
    expect(page.body).toContain('Café');
    expect(page.body).toContain('Friedrichstraße 43');
    expect(page.body).toContain('Beans &amp; &lt;b&gt;love&lt;/b&gt;');
    expect(page.body).toContain('Monday to Friday, 08:00–18:00');
    expect(page.body).toContain('Espresso Club');
    expect(page.body).toContain('€11.00 / monthly');
    expect(page.body).toContain('Free Espresso');
  });

  it('unknown codes and slugs are 404 envelopes', async () => {
    for (const url of ['/s/nope', '/s/..%2F..', '/__mock/stores/nope', '/__mock/stores/NOT_A_SLUG']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.body.status).toBe(404);
    }
  });
});

describe('events', () => {
  let storeId: number;
  let planId: number;
  let voucherId: number;

  beforeEach(() => {
    storeId = insertStore(t.sqlite, { lang: 'en' });
    voucherId = insertVoucher(t.sqlite, storeId, { name: 'Free Croissant' });
    planId = insertPlan(t.sqlite, storeId, [{ voucherId, maxUseQty: 2 }], { name: 'Breakfast Club', priceCents: 1990 });
  });

  /** The stored notifications, with the words they are read with in English. */
  const notifications = () =>
    (
      t.sqlite
        .prepare('SELECT type, params, reference_id, subscription_id, store_id FROM notifications ORDER BY id')
        .all() as { type: NotificationType; params: string }[]
    ).map(({ params, ...n }) => ({
      ...n,
      ...notificationTexts(n.type, JSON.parse(params) as NotificationParams, 'en'),
    }));

  it('subscribe creates subscriber, membership, first payment and a notification', async () => {
    const res = await post('/__mock/events/subscribe', {
      store_id: storeId,
      plan_id: planId,
      username: 'lena',
      phone: '+49.17012345678',
    });
    expect(res.status).toBe(201);
    const { subscriber_id, membership_id, payment_id } = res.body.data;
    expect(row('SELECT store_id, username, phone FROM subscribers WHERE id = ?', subscriber_id)).toEqual({
      store_id: storeId,
      username: 'lena',
      phone: '+49.17012345678',
    });
    expect(row('SELECT subscribed_at, renewal_at, cancel_at FROM memberships WHERE id = ?', membership_id)).toEqual({
      subscribed_at: t.clock.now(),
      renewal_at: Date.parse('2026-12-15T12:00:00Z'),
      cancel_at: null,
    });
    expect(row('SELECT amount_cents, fee_cents, paid_at FROM payments WHERE id = ?', payment_id)).toEqual({
      amount_cents: 1990,
      fee_cents: 199,
      paid_at: t.clock.now(),
    });
    expect(notifications()).toEqual([
      {
        type: 'cust_subscribe',
        title: 'New subscriber',
        message: 'lena subscribed to Breakfast Club.',
        reference_id: subscriber_id,
        subscription_id: planId,
        store_id: storeId,
      },
    ]);
  });

  it('reuses a subscriber by phone, refuses a second active membership of the same plan', async () => {
    const first = await post('/__mock/events/subscribe', {
      store_id: storeId,
      plan_id: planId,
      phone: '+49.17012345678',
    });
    const otherPlan = insertPlan(t.sqlite, storeId, [{ voucherId }], { name: 'Lunch Club' });
    const second = await post('/__mock/events/subscribe', {
      store_id: storeId,
      plan_id: otherPlan,
      phone: '+49.17012345678',
    });
    expect(second.status).toBe(201);
    expect(second.body.data.subscriber_id).toBe(first.body.data.subscriber_id);
    const dup = await post('/__mock/events/subscribe', {
      store_id: storeId,
      plan_id: planId,
      phone: '+49.17012345678',
    });
    expect(dup.status).toBe(409);
    const anon = await post('/__mock/events/subscribe', { store_id: storeId, plan_id: planId });
    expect(anon.status).toBe(201);
    // A made-up fan: a name as fans pick them, and a German mobile number.
    expect(row('SELECT username, phone FROM subscribers WHERE id = ?', anon.body.data.subscriber_id)).toEqual({
      username: anon.body.data.username,
      phone: expect.stringMatching(/^\+49\.1[5-7]\d{9}$/),
    });
  });

  it('subscribe answers 404 for unknown ids or a plan of another store, 422 for bad input', async () => {
    const other = insertStore(t.sqlite);
    expect((await post('/__mock/events/subscribe', { store_id: 9999, plan_id: planId })).status).toBe(404);
    expect((await post('/__mock/events/subscribe', { store_id: other, plan_id: planId })).status).toBe(404);
    const bad = await post('/__mock/events/subscribe', { store_id: 'x', plan_id: 'y', phone: '123' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['store_id', 'plan_id', 'phone']));
  });

  it('cancel ends at the end of the billing month, once', async () => {
    const subscriberId = insertSubscriber(t.sqlite, storeId, { username: 'max' });
    const membershipId = insertMembership(t.sqlite, storeId, subscriberId, planId, {
      subscribedAt: Date.parse('2026-09-20T08:00:00Z'),
    });
    const res = await post('/__mock/events/cancel', { membership_id: membershipId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ membership_id: membershipId, cancel_at: '2026-11-20T08:00:00.000Z' });
    expect(notifications()[0]).toMatchObject({
      type: 'cust_subscribe_cancel',
      reference_id: subscriberId,
      subscription_id: planId,
      message: 'max cancelled Breakfast Club. Access ends on 20 November 2026.',
    });
    expect((await post('/__mock/events/cancel', { membership_id: membershipId })).status).toBe(409);
    expect((await post('/__mock/events/cancel', { membership_id: 9999 })).status).toBe(404);
    expect((await post('/__mock/events/cancel', {})).status).toBe(422);
  });

  it('redeem checks the plan and the uses of this billing month', async () => {
    const subscriberId = insertSubscriber(t.sqlite, storeId, { username: 'mia' });
    const membershipId = insertMembership(t.sqlite, storeId, subscriberId, planId, {
      subscribedAt: Date.parse('2026-10-20T08:00:00Z'),
    });
    const redeem = () => post('/__mock/events/redeem', { membership_id: membershipId, voucher_id: voucherId });

    const first = await redeem();
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ redemption_id: expect.any(Number), uses_this_month: 1, max_use_qty: 2 });
    expect((await redeem()).status).toBe(201);
    const third = await redeem();
    expect(third.status).toBe(409);
    expect(third.body.user_message).toBe('This voucher is used up for this billing month');
    expect(notifications().filter((n) => n.type === 'vcr_redeemed')).toHaveLength(2);
    expect(notifications()[0]).toMatchObject({ reference_id: voucherId, message: 'mia redeemed “Free Croissant”.' });

    // The billing month renews on the 20th.
    t.clock.set('2026-11-20T08:00:00Z');
    expect((await redeem()).status).toBe(201);

    const foreign = insertVoucher(t.sqlite, storeId);
    expect((await post('/__mock/events/redeem', { membership_id: membershipId, voucher_id: foreign })).status).toBe(
      409,
    );
    expect((await post('/__mock/events/redeem', { membership_id: 9999, voucher_id: voucherId })).status).toBe(404);
  });

  it('redeem is refused after the subscription ended', async () => {
    const subscriberId = insertSubscriber(t.sqlite, storeId);
    const membershipId = insertMembership(t.sqlite, storeId, subscriberId, planId, {
      subscribedAt: t.clock.now() - 60 * DAY,
      cancelAt: t.clock.now() - DAY,
    });
    expect((await post('/__mock/events/redeem', { membership_id: membershipId, voucher_id: voucherId })).status).toBe(
      409,
    );
  });
});

describe('payout decisions', () => {
  let storeId: number;
  let token: string;
  beforeEach(async () => {
    storeId = insertStore(t.sqlite, { activated: true, lang: 'de' });
    token = signIn(t.sqlite, storeId, t.clock.now());
    const voucherId = insertVoucher(t.sqlite, storeId);
    const planId = insertPlan(t.sqlite, storeId, [{ voucherId }], { priceCents: 2500 });
    await post('/__mock/events/subscribe', { store_id: storeId, plan_id: planId });
  });

  const withdraw = async () => (await call(t.app, 'withdraw', { token })).body.data.id as number;
  const balance = async () => (await call(t.app, 'balance', { token })).body.data;

  it('approve pays out and notifies', async () => {
    const id = await withdraw();
    const res = await post(`/__mock/payouts/${id}/approve`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      payout_id: id,
      payout: { status: 'paid', amount: 25 },
      notification_code: expect.any(String),
    });
    expect(await balance()).toMatchObject({ available: 0, pending_payout: 0, paid_out: 25 });
    const notice = row("SELECT type, reference_id, params FROM notifications WHERE type = 'withdraw_success'") as {
      params: string;
    };
    expect(notice).toEqual({ type: 'withdraw_success', reference_id: id, params: '{"amountCents":2500}' });
    expect(notificationTexts('withdraw_success', JSON.parse(notice.params) as NotificationParams, 'de').message).toBe(
      'Deine Auszahlung von 25,00\u00a0€ ist auf dem Weg zu deinem Bankkonto.',
    );
    expect((await post(`/__mock/payouts/${id}/approve`)).status).toBe(409);
    expect((await post(`/__mock/payouts/${id}/reject`)).status).toBe(409);
  });

  it('reject returns the money to the balance', async () => {
    const id = await withdraw();
    const res = await post(`/__mock/payouts/${id}/reject`);
    expect(res.body.data).toMatchObject({ payout: { status: 'rejected' }, notification_code: null });
    expect(await balance()).toMatchObject({ available: 25, pending_payout: 0, paid_out: 0 });
  });

  it('unknown payouts are 404', async () => {
    expect((await post('/__mock/payouts/9999/approve')).status).toBe(404);
    expect((await post('/__mock/payouts/abc/approve')).status).toBe(404);
  });
});

describe('clock', () => {
  it('a fixed clock can be read but not moved', async () => {
    expect((await get('/__mock/clock')).body).toEqual({ now: NOW, offset_ms: null });
    const res = await post('/__mock/clock', { offset_ms: 1000 });
    expect(res.status).toBe(409);
  });

  it('a shiftable clock moves by offset or to an instant', async () => {
    await t.restart({ shiftable: true });
    const byOffset = await post('/__mock/clock', { offset_ms: DAY });
    expect(byOffset.body).toEqual({
      now: '2026-11-16T12:00:00.000Z',
      offset_ms: DAY,
      billing: { charged: 0, issued: 0 },
    });
    const toInstant = await post('/__mock/clock', { now: '2026-12-01T00:00:00Z' });
    expect(toInstant.body.now).toBe('2026-12-01T00:00:00.000Z');
    expect(t.shifted.now()).toBe(Date.parse('2026-12-01T00:00:00Z'));
    expect((await get('/__mock/clock')).body.now).toBe('2026-12-01T00:00:00.000Z');
    const bad = await post('/__mock/clock', { now: 'tomorrow' });
    expect(bad.status).toBe(422);
    expect((await post('/__mock/clock', { offset_ms: 1e15 })).status).toBe(422);
  });
});

describe('reset and index', () => {
  it('reset clears everything and loads the demo data', async () => {
    const storeId = insertStore(t.sqlite, { name: 'Will Be Gone' });
    sendMessage(t.sqlite, 1, { channel: 'sms', to: '+49.1234567', body: 'x' });
    const res = await post('/__mock/reset');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ scale: 'demo', counts: expect.any(Object) });
    expect(row('SELECT name FROM stores WHERE id = ? AND name = ?', storeId, 'Will Be Gone')).toBeUndefined();
    expect(row<{ n: number }>('SELECT count(*) AS n FROM stores').n).toBeGreaterThan(0);
    expect(row<{ n: number }>('SELECT count(*) AS n FROM categories').n).toBeGreaterThan(0);
  });
});

describe('robustness', () => {
  it('never answers 5xx to bad input', async () => {
    const cases: [string, string, unknown?][] = [
      ['POST', '/__mock/events/subscribe', 'not json'],
      ['POST', '/__mock/events/redeem', { membership_id: -1, voucher_id: 1.5 }],
      ['POST', '/__mock/events/cancel', []],
      ['POST', '/__mock/clock', { offset_ms: 'soon' }],
      ['GET', '/__mock/outbox?limit=abc&to=' + 'x'.repeat(500)],
      ['GET', '/__mock/geo/search?q=' + 'x'.repeat(1000)],
      ['GET', '/__mock/tiles/99999999999999999999/0/0'],
      ['POST', '/__mock/payouts/1e99/approve'],
      ['GET', '/__mock/provider/onboarding?account=' + 'a'.repeat(1000)],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(payload === undefined
          ? {}
          : typeof payload === 'string'
            ? { payload, headers: { 'content-type': 'application/json' } }
            : { payload: payload as object }),
      });
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(res.json()).toMatchObject({
        status: res.statusCode,
        user_message: expect.any(String),
        errors: expect.any(Object),
      });
    }
  });

  it('is not served when dev routes are off', async () => {
    await t.restart({ config: { devRoutes: false } });
    for (const url of ['/__mock', '/__mock/outbox', '/s/abc', '/__mock/tiles/0/0/0'])
      expect((await get(url)).status).toBe(404);
  });
});
