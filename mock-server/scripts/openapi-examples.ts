/**
 * Request and answer examples for openapi.json, taken from the demo seed: the mock server runs on
 * a freshly seeded database at a fixed instant, Café Morgenrot signs in and makes every call of
 * the endpoint table once, and the first success of each is kept (lists cut to two items, the CSV
 * to three lines). Values a call makes up at random (tokens, file names) are replaced by fixed
 * ones, so the file only changes when the seed or the API does.
 *
 * `npm run examples -w @mbo/mock-server` writes contracts/openapi-examples.json; the OpenAPI
 * generator (contracts/src/openapi.ts) puts the examples in the document.
 */
import { buildPath, endpoints, type EndpointDef, type EndpointName } from '@mbo/contracts';
import { DEMO_STORES } from '@mbo/seed';
import { openDatabase } from '@mbo/db';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { fixedClock } from '../src/clock';
import { createRepositories } from '../src/repo/index';

export const EXAMPLES_FILE = fileURLToPath(new URL('../../contracts/openapi-examples.json', import.meta.url));
const PHOTO = fileURLToPath(new URL('../../apps/web/pact/fixtures/store-photo.png', import.meta.url));
const NOW = '2026-11-15T12:00:00.000Z';
const CODE = '123456';

export interface Example {
  request?: unknown;
  response: unknown;
}

type Input = { params?: Record<string, string | number>; query?: Record<string, string | number>; body?: unknown };

/** Lists and long texts cut short: an example shows the shape, not the whole store. */
function trim(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map(trim);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v)]));
  }
  return value;
}

/** Values made up at random on each call, fixed so the file is stable. */
function steady(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value)
      .replace(/"access_token":"[^"]+"/g, '"access_token":"example-access-token"')
      .replace(/\/media\/[\w-]+\.(png|jpe?g|webp)/g, '/media/example.$1')
      .replace(/\/s\/[\w-]+"/g, '/s/Xk3m9Qa"'),
  );
}

export async function collectExamples(): Promise<Record<string, Example>> {
  const handle = openDatabase(':memory:');
  const clock = fixedClock(NOW);
  createRepositories(handle).database.seed('demo', clock.now());
  const app = await buildApp({ db: handle, clock, config: { fixedOtp: CODE } });
  const examples: Record<string, Example> = {};
  let token = '';

  const call = async (name: EndpointName, input: Input = {}) => {
    const e: EndpointDef = endpoints[name];
    const search = new URLSearchParams(
      Object.entries(input.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const url = buildPath(e.path, input.params ?? {}) + (search.size ? `?${search}` : '');
    const multipart = e.consumes === 'multipart/form-data';
    const res = await app.inject({
      method: e.method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(multipart ? { 'content-type': 'multipart/form-data; boundary=example' } : {}),
      },
      ...(multipart
        ? { payload: input.body as Buffer }
        : input.body !== undefined
          ? { payload: input.body as object }
          : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${name} answered ${res.statusCode}: ${res.body}`);
    const response = e.produces === 'text/csv' ? res.body.split('\r\n').slice(0, 3).join('\r\n') + '\r\n' : res.json();
    examples[name] ??= {
      ...(input.body !== undefined && !multipart ? { request: steady(input.body) } : {}),
      response: steady(e.produces === 'text/csv' ? response : trim(response)),
    };
    return response as any;
  };

  try {
    const store = DEMO_STORES[0];
    const phone = store.phone;
    await call('requestOtp', { body: { phone, domain: 'store', lang: 'en' } });
    token = (await call('getToken', { body: { phone, code: CODE, domain: 'store', return: 'token', lang: 'en' } })).data
      .access_token;
    await call('me');
    await call('categories');
    const my = (await call('myStore')).data;
    await call('updateMyStore', {
      body: {
        name: my.name,
        category_id: my.category.id,
        address: my.address,
        lat: my.lat,
        lng: my.lng,
        about: my.about,
        opening_hours: my.opening_hours,
        email: my.email,
      },
    });
    const boundary = '--example\r\nContent-Disposition: form-data; name="file"; filename="store-photo.png"\r\n';
    await call('uploadMedia', {
      query: { slot: 'photo' },
      body: Buffer.concat([
        Buffer.from(`${boundary}Content-Type: image/png\r\n\r\n`),
        readFileSync(PHOTO),
        Buffer.from('\r\n--example--\r\n'),
      ]),
    });
    await call('planReport');
    await call('shortLink', { body: { link_id: my.slug } });
    await call('additionalFee', { query: { price: 19.9 } });
    await call('providerSubAccount', { body: { email: my.email, country: 'DE' } });
    await call('providerLogin');
    await call('balance');
    await call('payouts', { query: { page: 1, size: 2 } });
    await call('withdraw');
    const invoices = (await call('invoices', { query: { page: 1, size: 2 } })).data;
    await call('invoice', { params: { id: invoices[0].id } });
    const november = { from: '2026-11-01', to: '2026-11-15' };
    await call('salesReport', { query: { ...november, page: 1, size: 2 } });
    await call('salesReportCsv', { query: november });
    for (const name of ['summaryOverview', 'summaryRevenue', 'summaryVoucher', 'summarySubscriber'] as const) {
      await call(name);
    }

    const vouchers = (await call('listVouchers', { query: { status: 'published', page: 1, size: 10 } })).data;
    const inPlan = vouchers.find((v: { plans: unknown[] }) => v.plans.length > 0);
    await call('getVoucher', { params: { id: inPlan.id } });
    await call('voucherSubscribers', { params: { id: inPlan.id }, query: { page: 1, size: 2 } });
    const voucherBody = {
      name: 'Free cinnamon roll',
      voucher_type: 'GDS',
      value: 3.2,
      status: 'published',
      quantity: 200,
      start_date: '2026-11-15',
      end_date: '2027-03-31',
      schedule: { start_time: '08:00', end_time: '12:00', days: ['sat', 'sun'] },
      category: 'food',
      informations: ['Show the code at the counter'],
      terms_and_conditions: 'One per visit.',
    };
    const created = (await call('createVoucher', { body: voucherBody })).data;
    await call('updateVoucher', { params: { id: created.id }, body: { ...voucherBody, quantity: 300 } });

    await call('billingPeriods');
    const plans = (await call('listPlans', { query: { page: 1, size: 2 } })).data;
    await call('getPlan', { params: { id: plans[0].id } });
    const planBody = {
      name: 'Weekend Treat',
      price: 9.9,
      billing_period_id: 1,
      how_to_use: ['Show your QR code at the counter'],
      perks_and_benefits: ['A pastry every weekend'],
      terms_and_conditions: 'Cancel any time before the next billing date.',
      vouchers: [{ voucher_id: created.id, max_use_qty: 4, additional_voucher: false }],
    };
    const plan = (await call('createPlan', { body: planBody })).data;
    await call('updatePlan', { params: { id: plan.id }, body: { ...planBody, price: 10.9 } });
    await call('deletePlan', { params: { id: plan.id } });
    await call('deleteVoucher', { params: { id: created.id } });

    const subscribers = (await call('listSubscribers', { query: { page: 1, size: 2 } })).data;
    const fan = subscribers[0].id;
    await call('getSubscriber', { params: { id: fan } });
    const held = (await call('subscriberVouchers', { params: { id: fan }, query: { page: 1, size: 2 } })).data;
    await call('subscriberVoucher', { params: { id: fan, voucher_id: held[0].id } });
    await call('subscriberVoucherRedemptions', {
      params: { id: fan, voucher_id: held[0].id },
      query: { page: 1, size: 2 },
    });

    const notifications = (await call('listNotifications', { query: { page: 1, size: 2 } })).data;
    await call('readNotification', { params: { code: notifications.latest[0].code } });
    await call('markAllNotificationsRead');

    const planWithVoucher = (await call('getPlan', { params: { id: plans[0].id } })).data;
    const requested = await call('requestBroadcast', {
      body: {
        subscription_id: planWithVoucher.id,
        voucher_id: planWithVoucher.subscription_vouchers[0].voucher_id,
        description: 'Our winter blend is here: come and taste it this weekend!',
        scheduled_at: '2026-11-16T09:00:00.000Z',
        lang: 'en',
      },
    });
    await call('listBroadcasts', { query: { page: 1, size: 2 } });
    await call('getBroadcast', { params: { id: requested.data.id } });
    await call('setLang', { body: { lang: 'de' } });

    const newPhone = '+49.17012349999';
    await call('requestEditPhone', { body: { phone: newPhone, lang: 'en', role: 'store' } });
    await call('verifyPhone', {
      body: { phone: newPhone, code: CODE, domain: 'store', return: 'token', lang: 'en' },
    });
    token = '';
    await call('register', {
      body: {
        name: 'Blumen am Markt',
        category_id: my.category.id,
        phone: '+49.15187654321',
        address: 'Lange Reihe 12, 20099 Hamburg',
        lat: 53.556,
        lng: 10.012,
        lang: 'de',
      },
    });
  } finally {
    await app.close();
    handle.close();
  }
  return examples;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const examples = await collectExamples();
  writeFileSync(EXAMPLES_FILE, `${JSON.stringify(examples, null, 2)}\n`);
  console.log(`wrote ${Object.keys(examples).length} examples to ${EXAMPLES_FILE}`);
}
