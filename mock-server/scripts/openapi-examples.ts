/**
 * The named examples of openapi.json, taken from the demo seed: the mock server runs on a freshly
 * seeded database at a fixed instant (EXAMPLES_NOW) with the one-time code EXAMPLES_CODE, Café
 * Morgenrot signs in, and every call of the endpoint table is made once, in the document's order,
 * each from the state a fresh seed gives (ids, phones and codes that exist in the seed); the answer
 * is kept (lists cut to two items, the CSV to three lines). Values a call makes up at random
 * (tokens, file names) are replaced by fixed ones, so the file only changes when the seed or the
 * API does.
 *
 * An example pairs a request (path and query parameters, body) with its answer under one name,
 * as OpenAPI tools such as Specmatic read them: `npm run test:specmatic` replays each against a
 * fresh mock server started the same way. A few states cannot be had from the seed alone (a fresh
 * one-time code, a plan nobody subscribed to, a picture file): their examples say so in
 * `excluded`, the test leaves them out, and an example of the refusal the seed does give stands
 * beside them.
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
/** The instant and the one-time code the examples are taken at; the contract test starts its mock server with them. */
export const EXAMPLES_NOW = '2026-11-15T12:00:00.000Z';
export const EXAMPLES_CODE = '123456';

export interface Example {
  /** What the example shows, for the document's readers. */
  summary: string;
  /** The status it answers: the call's success status, or the error it shows. */
  status: number;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  request?: unknown;
  response: unknown;
  /** Why the contract test leaves it out: the state it needs is not in the seed alone. */
  excluded?: string;
}

/** By operation, then by example name. */
export type Examples = Record<string, Record<string, Example>>;

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

/** The examples, each from the state a freshly seeded database gives at EXAMPLES_NOW. */
export async function collectExamples(): Promise<Examples> {
  const handle = openDatabase(':memory:');
  const clock = fixedClock(EXAMPLES_NOW);
  createRepositories(handle).database.seed('demo', clock.now());
  const app = await buildApp({ db: handle, clock, config: { fixedOtp: EXAMPLES_CODE } });
  const examples: Examples = {};
  let token = '';

  const send = async (name: EndpointName, input: Input = {}) => {
    const e: EndpointDef = endpoints[name];
    const search = new URLSearchParams(
      Object.entries(input.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const url = buildPath(e.path, input.params ?? {}) + (search.size ? `?${search}` : '');
    const multipart = e.consumes === 'multipart/form-data';
    return app.inject({
      method: e.method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(multipart ? { 'content-type': 'multipart/form-data; boundary=example' } : {}),
        'accept-language': 'en',
      },
      ...(multipart
        ? { payload: input.body as Buffer }
        : input.body !== undefined
          ? { payload: input.body as object }
          : {}),
    });
  };

  /** Calls the endpoint and keeps the answer as the example `example` of the operation (its name by default). */
  const call = async (
    name: EndpointName,
    input: Input = {},
    how: { example?: string; summary?: string; status?: number; excluded?: string } = {},
  ) => {
    const e: EndpointDef = endpoints[name];
    const res = await send(name, input);
    const status = how.status ?? e.status;
    if (res.statusCode !== status) throw new Error(`${name} answered ${res.statusCode}, not ${status}: ${res.body}`);
    const response =
      e.produces === 'text/csv' && status < 300 ? res.body.split('\r\n').slice(0, 3).join('\r\n') + '\r\n' : res.json();
    const multipart = e.consumes === 'multipart/form-data';
    (examples[name] ??= {})[how.example ?? name] = {
      summary: how.summary ?? e.summary,
      status,
      ...(input.params ? { params: input.params } : {}),
      ...(input.query ? { query: input.query } : {}),
      // A multipart body's file part is shown by name: its bytes are no JSON value.
      ...(input.body !== undefined
        ? { request: multipart ? { file: '(binary) store-photo.png' } : steady(input.body) }
        : {}),
      response: steady(e.produces === 'text/csv' ? response : trim(response)),
      ...(how.excluded ? { excluded: how.excluded } : {}),
    };
    return response as any;
  };
  /** A read that is no example: to learn the ids of the seed. */
  const read = async (name: EndpointName, input: Input = {}) => (await send(name, input)).json().data as any;

  const freshCode =
    'It needs the one-time code just sent (MOCK_OTP) and uses it up: a state the seed alone does not give.';
  try {
    const [store, other, third] = DEMO_STORES;
    const phone = store.phone;
    // Café Morgenrot signs in first (the contract test does the same before it starts).
    await send('requestOtp', { body: { phone, domain: 'store', lang: 'en' } });
    token = (
      await send('getToken', { body: { phone, code: EXAMPLES_CODE, domain: 'store', return: 'token', lang: 'en' } })
    ).json().data.access_token;

    // Sign-in and phone change: another demo store asks for a code; a phone never sent one is refused.
    const signedIn = token;
    token = '';
    await call('requestOtp', { body: { phone: other.phone, domain: 'store', lang: 'en' } });
    await call(
      'getToken',
      { body: { phone: other.phone, code: EXAMPLES_CODE, domain: 'store', return: 'token', lang: 'en' } },
      { excluded: freshCode },
    );
    await call(
      'getToken',
      { body: { phone: third.phone, code: EXAMPLES_CODE, domain: 'store', return: 'token', lang: 'en' } },
      { example: 'getToken_noCodeSent', summary: 'A phone that was never sent a code', status: 422 },
    );
    token = signedIn;
    const newPhone = '+49.17012349999';
    await call('requestEditPhone', { body: { phone: newPhone, lang: 'en', role: 'store' } });
    await call(
      'verifyPhone',
      { body: { phone: '+49.17012349998', code: EXAMPLES_CODE, domain: 'store', return: 'token', lang: 'en' } },
      { example: 'verifyPhone_noCodeSent', summary: 'A new number that was never sent a code', status: 422 },
    );

    await call('me');
    await call('categories');
    const mine = await read('myStore');
    token = '';
    await call('register', {
      body: {
        name: 'Blumen am Markt',
        category_id: 1,
        phone: '+49.15187654321',
        address: 'Lange Reihe 12, 20099 Hamburg',
        lat: 53.556,
        lng: 10.012,
        lang: 'de',
      },
    });
    token = signedIn;
    const current = (await call('myStore')).data;
    await call('updateMyStore', {
      body: {
        name: current.name,
        category_id: current.category.id,
        address: current.address,
        lat: current.lat,
        lng: current.lng,
        about: current.about,
        opening_hours: current.opening_hours,
        email: current.email,
      },
    });
    const boundary = '--example\r\nContent-Disposition: form-data; name="file"; filename="store-photo.png"\r\n';
    await call(
      'uploadMedia',
      {
        query: { slot: 'photo' },
        body: Buffer.concat([
          Buffer.from(`${boundary}Content-Type: image/png\r\n\r\n`),
          readFileSync(PHOTO),
          Buffer.from('\r\n--example--\r\n'),
        ]),
      },
      { excluded: 'It needs a picture file in a multipart body, which an OpenAPI example cannot carry.' },
    );
    await call('planReport');
    await call('shortLink', { body: { link_id: mine.slug } });
    await call('additionalFee', { query: { price: 19.9 } });
    await call('providerSubAccount', { body: { email: mine.email, country: 'DE' } });
    await call('providerLogin');
    await call('balance');
    await call('withdraw');
    await call('payouts', { query: { page: 1, size: 2 } });
    const invoices = (await call('invoices', { query: { page: 1, size: 2 } })).data;
    await call('invoice', { params: { id: invoices[0].id } });
    const november = { from: '2026-11-01', to: '2026-11-15' };
    await call('salesReport', { query: { ...november, page: 1, size: 2 } });
    await call('salesReportCsv', { query: november });
    await call('setLang', { body: { lang: 'de' } });
    for (const name of ['summaryOverview', 'summaryRevenue', 'summaryVoucher', 'summarySubscriber'] as const) {
      await call(name);
    }
    await call('setupGuide');
    // Showing the guide again leaves the store as the seed has it (it never hid it).
    await call('updateSetupGuide', { body: { dismissed: false } });

    // Vouchers: the seed's own, picked by what each call needs.
    type Row = { id: number; status: string; plans: unknown[] };
    const all: Row[] = await read('listVouchers', { query: { page: 1, size: 100 } });
    const inPlan = all.find((v) => v.status === 'published' && v.plans.length > 0)!;
    const spare = all.find((v) => v.status === 'published' && v.plans.length === 0)!;
    const draft = all.find((v) => v.status === 'draft' && v.plans.length === 0)!;
    await call('listVouchers', { query: { status: 'published', page: 1, size: 2 } });
    await call('createVoucher', {
      body: {
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
      },
    });
    await call('getVoucher', { params: { id: inPlan.id } });
    const kept = (await read('getVoucher', { params: { id: spare.id } })) as Record<string, any>;
    await call('updateVoucher', {
      params: { id: spare.id },
      body: {
        name: kept.name,
        voucher_type: kept.voucher_type.code,
        value: kept.value,
        status: 'published',
        quantity: 300,
        start_date: kept.start_date,
        end_date: kept.end_date,
        schedule: kept.schedule,
        category: kept.category,
        informations: kept.informations,
        terms_and_conditions: kept.terms_and_conditions,
      },
    });
    await call('deleteVoucher', { params: { id: draft.id } });
    await call(
      'deleteVoucher',
      { params: { id: inPlan.id } },
      { example: 'deleteVoucher_inPlan', summary: 'A voucher that a plan uses', status: 409 },
    );
    await call('voucherSubscribers', { params: { id: inPlan.id }, query: { page: 1, size: 2 } });

    const fans = await read('listSubscribers', { query: { page: 1, size: 1 } });
    const fan = fans[0].id;
    const held = (await call('subscriberVouchers', { params: { id: fan }, query: { page: 1, size: 2 } })).data;
    await call('subscriberVoucher', { params: { id: fan, voucher_id: held[0].id } });
    await call('subscriberVoucherRedemptions', {
      params: { id: fan, voucher_id: held[0].id },
      query: { page: 1, size: 2 },
    });

    await call('billingPeriods');
    const plans = (await call('listPlans', { query: { page: 1, size: 2 } })).data;
    const planBody = {
      name: 'Weekend Treat',
      price: 9.9,
      billing_period_id: 1,
      how_to_use: ['Show your QR code at the counter'],
      perks_and_benefits: ['A pastry every weekend'],
      terms_and_conditions: 'Cancel any time before the next billing date.',
      vouchers: [{ voucher_id: spare.id, max_use_qty: 4, additional_voucher: false }],
    };
    const created = (await call('createPlan', { body: planBody })).data;
    const plan = (await call('getPlan', { params: { id: plans[0].id } })).data;
    await call('updatePlan', {
      params: { id: plan.id },
      body: {
        name: plan.name,
        price: plan.price,
        billing_period_id: plan.billing_period.id,
        how_to_use: plan.how_to_use,
        perks_and_benefits: [...plan.perks_and_benefits, 'A birthday coffee'],
        terms_and_conditions: plan.terms_and_conditions,
        vouchers: plan.subscription_vouchers.map(
          (v: { voucher_id: number; max_use_qty: number; additional_voucher: boolean }) => ({
            voucher_id: v.voucher_id,
            max_use_qty: v.max_use_qty,
            additional_voucher: v.additional_voucher,
          }),
        ),
      },
    });
    await call(
      'deletePlan',
      { params: { id: created.id } },
      { excluded: 'It needs a plan nobody has subscribed to; every plan of the seed has subscribers.' },
    );
    await call(
      'deletePlan',
      { params: { id: plan.id } },
      { example: 'deletePlan_activeSubscribers', summary: 'A plan with active subscribers', status: 409 },
    );

    await call('listSubscribers', { query: { page: 1, size: 2 } });
    await call('getSubscriber', { params: { id: fan } });

    const notifications = (await call('listNotifications', { query: { page: 1, size: 2 } })).data;
    await call('markAllNotificationsRead');
    await call('readNotification', { params: { code: notifications.latest[0].code } });

    const withVoucher = plan.subscription_vouchers[0].voucher_id;
    await call('requestBroadcast', {
      body: {
        subscription_id: plan.id,
        voucher_id: withVoucher,
        description: 'Our winter blend is here: come and taste it this weekend!',
        scheduled_at: '2026-11-16T09:00:00.000Z',
        lang: 'en',
      },
    });
    const broadcasts = (await call('listBroadcasts', { query: { page: 1, size: 2 } })).data;
    await call('getBroadcast', { params: { id: broadcasts[broadcasts.length - 1].id } });

    // Last, as it moves the store to another number.
    await call(
      'verifyPhone',
      { body: { phone: newPhone, code: EXAMPLES_CODE, domain: 'store', return: 'token', lang: 'en' } },
      { excluded: freshCode + ' It also moves the store to the new number.' },
    );
  } finally {
    await app.close();
    handle.close();
  }
  return examples;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const examples = await collectExamples();
  writeFileSync(EXAMPLES_FILE, `${JSON.stringify(examples, null, 2)}\n`);
  const count = Object.values(examples).reduce((n, named) => n + Object.keys(named).length, 0);
  console.log(`wrote ${count} examples of ${Object.keys(examples).length} operations to ${EXAMPLES_FILE}`);
}
