/** Tests generated from the endpoint table: route parity, auth on every bearer call, scoping of every id. */
import { DEFAULT_ISSUER } from '@mbo/seed';
import { runBilling } from '../src/domain/billing';
import { createRepositories } from '../src/repo/index';
import { buildPath, endpointNames, endpoints, type EndpointDef, type EndpointName } from '@mbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toFastifyPath } from '../src/routes/registry';
import {
  DAY,
  call,
  insertMembership,
  insertPayment,
  insertPlan,
  insertStore,
  insertSubscriber,
  insertVoucher,
  makeTestApp,
  signIn,
  unchecked,
  type TestApp,
} from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const MOCK_ONLY = /^\/(__mock|docs|openapi\.json|s\/|media\/)/;

describe('route table parity', () => {
  it('every table entry has a route', () => {
    for (const name of endpointNames) {
      const e = endpoints[name];
      expect(t.app.hasRoute({ method: e.method, url: toFastifyPath(e.path) }), `${name} ${e.method} ${e.path}`).toBe(
        true,
      );
    }
  });

  it('every API route is in the table', () => {
    const table = new Set(endpointNames.map((n) => `${endpoints[n].method} ${toFastifyPath(endpoints[n].path)}`));
    const api = t.app.registeredRoutes.filter(
      (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !MOCK_ONLY.test(r.url),
    );
    for (const r of api)
      expect(table.has(`${r.method} ${r.url}`), `${r.method} ${r.url} is not in the table`).toBe(true);
  });
});

const samplePath = (e: EndpointDef) => buildPath(e.path, { id: 1, voucher_id: 1, code: 'ntf_x' });
const bearerNames = endpointNames.filter((n) => endpoints[n].auth === 'bearer');

describe('every bearer endpoint answers 401 with the envelope', () => {
  let expired: string;
  beforeAll(() => {
    const storeId = insertStore(t.sqlite);
    expired = signIn(t.sqlite, storeId, t.clock.now() - 8 * DAY, 7 * DAY);
  });

  const cases: [string, () => Record<string, string>][] = [
    ['missing', () => ({})],
    ['expired', () => ({ authorization: `Bearer ${expired}` })],
    ['forged', () => ({ authorization: 'Bearer forged-token-that-was-never-issued' })],
    ['malformed', () => ({ authorization: 'Token abc' })],
  ];
  for (const name of bearerNames) {
    it.each(cases)(`${name}: %s token`, async (_label, headers) => {
      const e = endpoints[name];
      const res = await t.app.inject({ method: e.method, url: samplePath(e), headers: headers() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, user_message: expect.any(String), errors: {} });
    });
  }
});

type IdEndpoint = { [N in EndpointName]: (typeof endpoints)[N] extends { params: object } ? N : never }[EndpointName];

describe("a second store gets 404 for the first store's ids", () => {
  let ids: Record<string, number | string>;
  let otherToken: string;

  beforeAll(() => {
    const now = t.clock.now();
    const owner = insertStore(t.sqlite, { name: 'Owner' });
    const voucher = insertVoucher(t.sqlite, owner);
    const plan = insertPlan(t.sqlite, owner, [{ voucherId: voucher }]);
    const subscriber = insertSubscriber(t.sqlite, owner);
    const membership = insertMembership(t.sqlite, owner, subscriber, plan, { subscribedAt: now - 40 * DAY });
    insertPayment(
      t.sqlite,
      { id: membership, storeId: owner, subscriberId: subscriber, planId: plan },
      1990,
      now - 40 * DAY,
    );
    // The month of that payment has closed: the billing run issues its invoice.
    runBilling(createRepositories(t.handle), now, DEFAULT_ISSUER);
    const invoice = t.sqlite.prepare('SELECT id FROM invoices WHERE store_id = ?').pluck().get(owner);
    t.sqlite
      .prepare(
        `INSERT INTO notifications (code, store_id, type, title, message, reference_id, subscription_id, created_at)
         VALUES ('ntf_owner_1', ?, 'vcr_redeemed', 'Redeemed', 'A voucher was redeemed', ?, NULL, ?)`,
      )
      .run(owner, voucher, now);
    const broadcast = t.sqlite
      .prepare(
        `INSERT INTO broadcasts (store_id, plan_id, voucher_id, description, scheduled_at, status, lang, recipients, created_at)
         VALUES (?, ?, ?, 'Hello', NULL, 'Request', 'en', 0, ?)`,
      )
      .run(owner, plan, voucher, now).lastInsertRowid;
    ids = {
      voucher,
      plan,
      subscriber,
      invoice: Number(invoice),
      notification: 'ntf_owner_1',
      broadcast: Number(broadcast),
    };

    const other = insertStore(t.sqlite, { name: 'Other' });
    const otherVoucher = insertVoucher(t.sqlite, other);
    ids.otherVoucher = otherVoucher;
    otherToken = signIn(t.sqlite, other, now);
  });

  // Each id endpoint names the owner's id it is asked for, and a valid body where it takes one,
  // so that only ownership can refuse it.
  const requests = {
    getVoucher: () => ({ id: ids.voucher }),
    updateVoucher: () => ({
      id: ids.voucher,
      body: { name: 'Renamed', voucher_type: 'DPR', value: 10, status: 'published', start_date: '2026-01-01' },
    }),
    deleteVoucher: () => ({ id: ids.voucher }),
    voucherSubscribers: () => ({ id: ids.voucher }),
    subscriberVouchers: () => ({ id: ids.subscriber }),
    subscriberVoucher: () => ({ id: ids.subscriber, voucher_id: ids.voucher }),
    subscriberVoucherRedemptions: () => ({ id: ids.subscriber, voucher_id: ids.voucher }),
    getPlan: () => ({ id: ids.plan }),
    updatePlan: () => ({
      id: ids.plan,
      body: {
        name: 'Renamed',
        price: 9.9,
        billing_period_id: 1,
        vouchers: [{ voucher_id: ids.otherVoucher, max_use_qty: 2 }],
      },
    }),
    deletePlan: () => ({ id: ids.plan }),
    getSubscriber: () => ({ id: ids.subscriber }),
    invoice: () => ({ id: ids.invoice }),
    readNotification: () => ({ code: ids.notification }),
    getBroadcast: () => ({ id: ids.broadcast }),
  } satisfies Record<IdEndpoint, () => { id?: unknown; voucher_id?: unknown; code?: unknown; body?: unknown }>;

  for (const [name, make] of Object.entries(requests)) {
    it(name, async () => {
      const { body, ...params } = make() as { body?: unknown; id?: number; code?: string };
      const res = await call(t.app, name as IdEndpoint, unchecked({ params, body, token: otherToken }));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 404, user_message: expect.any(String), errors: {} });
    });
  }
});
