/** POST /__mock/pact/state: the provider states of the pact, set up over HTTP for the kit. */
import { PACT_NOW, providerStates } from '@mbo/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/plugins/rate-limit';
import { call, insertStore, makeTestApp, oneFieldRefusal, request, type TestApp } from './fixtures';

const STATE_URL = '/__mock/pact/state';

let t: TestApp;
afterEach(() => t?.close());

const setUp = (state: string, params: Record<string, unknown> = {}) =>
  request(t.app, null, { method: 'POST', url: STATE_URL, payload: { state, params, action: 'setup' } });

describe('setting up a state', () => {
  it('answers the values the requests take and a token of the state’s store', async () => {
    t = await makeTestApp();
    const res = await setUp(providerStates.planWithSubscriber, { planName: 'Tea Time', search: 'Tea', now: PACT_NOW });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      planId: expect.any(Number),
      subscriberId: expect.any(Number),
      voucherId: expect.any(Number),
      spareVoucherId: expect.any(Number),
    });
    const plan = await call(t.app, 'getPlan', { params: { id: res.body.planId }, token: res.body.token });
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({ data: { name: 'Tea Time' } });
    const found = await call(t.app, 'listPlans', { query: { q: 'Tea', page: 1, size: 10 }, token: res.body.token });
    expect(found.body).toMatchObject({ data: [{ id: res.body.planId }] });
  });

  it('starts each state from an empty database', async () => {
    t = await makeTestApp();
    insertStore(t.sqlite, { phone: '+49.15100000099' });
    await setUp(providerStates.signedIn);
    const left = t.sqlite.prepare('SELECT name, phone FROM stores').all();
    expect(left).toEqual([{ name: 'Café Morgenrot', phone: expect.not.stringMatching('0099$') }]);
  });

  it('runs the clock at the state’s `now`', async () => {
    t = await makeTestApp({ now: '2030-01-01T00:00:00.000Z' });
    await setUp(providerStates.signedIn, { now: PACT_NOW });
    expect(new Date(t.clock.now()).toISOString()).toBe(PACT_NOW);
  });

  it('writes the sales the parameters name, with the fee rule', async () => {
    t = await makeTestApp();
    const paidAt = ['2026-11-10T12:00:00.000Z', '2026-11-12T12:00:00.000Z'];
    const params = { username: 'mia.s', planName: 'Cake Club', price: 12.35, paidAt, paidOut: 5, now: PACT_NOW };
    const res = await setUp(providerStates.storeWithSales, params);
    const csv = await call(t.app, 'salesReportCsv', {
      query: { from: '2026-11-01', to: '2026-11-15' },
      token: res.body.token,
    });
    // 12.35 € + 1.24 € fee (10 %, rounded half up) = 13.59 € paid by the fan.
    expect(csv.body).toBe(
      [
        '\uFEFFdate,subscriber,plan,gross_paid_by_fan,fee_kept_by_platform,net_earned_by_store,currency',
        '2026-11-12T13:00:00+01:00,mia.s,Cake Club,13.59,1.24,12.35,EUR',
        '2026-11-10T13:00:00+01:00,mia.s,Cake Club,13.59,1.24,12.35,EUR',
        'total,,2,27.18,2.48,24.70,EUR',
        '',
      ].join('\r\n'),
    );
    // Earned: the two payments and the one made on subscribing last month, which its invoice covers.
    const balance = await call(t.app, 'balance', { token: res.body.token });
    expect(balance.body).toMatchObject({ data: { earned: 37.05, available: 32.05, paid_out: 5 } });
    const invoice = await call(t.app, 'invoice', { params: { id: res.body.invoiceId }, token: res.body.token });
    expect(invoice.body).toMatchObject({
      data: { month: '2026-10', subtotal: 13.59, transaction_fee: 1.24, total: 12.35 },
    });
  });

  it('answers nothing to a teardown', async () => {
    t = await makeTestApp();
    const res = await request(t.app, null, {
      method: 'POST',
      url: STATE_URL,
      payload: { state: providerStates.signedIn, action: 'teardown' },
    });
    expect(res).toMatchObject({ status: 200, body: {} });
  });
});

describe('bad input', () => {
  it('names an unknown state', async () => {
    t = await makeTestApp();
    const res = await setUp('a store on the moon');
    expect(res.status).toBe(422);
    expect(res.body).toEqual(oneFieldRefusal(422, 'state', 'Unknown provider state "a store on the moon"'));
  });

  it('names a missing parameter', async () => {
    t = await makeTestApp();
    const res = await setUp(providerStates.vouchersInPlan, { voucherName: 'Free cappuccino' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['search']);
  });
});

describe('the limits', () => {
  it('are lifted for the state’s phone, so a verification can run again at once', async () => {
    t = await makeTestApp({ config: { rateLimits: DEFAULT_RATE_LIMITS } });
    const phone = '+49.15187654321';
    const register = () =>
      call(t.app, 'register', {
        body: {
          phone,
          name: 'Blumen Lindner',
          address: 'Lange Reihe 12, 20099 Hamburg',
          lat: 53.556,
          lng: 10.012,
          category_id: 1,
          lang: 'de',
        },
      });
    const statuses: number[] = [];
    for (let run = 0; run < 12; run++) {
      await setUp(providerStates.unregisteredPhone, { phone });
      statuses.push((await register()).status);
    }
    // Three registrations an hour per phone, ten per address: without the lift the fourth is 429.
    expect(statuses).toEqual(Array(12).fill(201));
  });
});
