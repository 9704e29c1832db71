import type { EndpointInput } from '@mbo/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { deliverDueBroadcasts } from '../src/domain/scheduler';
import { call, DAY, unchecked, useSignedInApp } from './fixtures';

const HOUR = 3600 * 1000;

const t = useSignedInApp({ store: { name: 'Bakery Sun' } });
let coffee: number; // in Morning club
let cake: number; // only in Afternoon treat
let morning: number; // two active members
let afternoon: number; // no active member
let otherPlan: number;
let otherVoucher: number;

const inHours = (h: number) => new Date(t.clock.now() + h * HOUR).toISOString();
const requestBroadcast = (payload: Record<string, unknown>, tok = t.token) =>
  call(t.app, 'requestBroadcast', { body: unchecked(payload), token: tok });
const list = (query: EndpointInput<'listBroadcasts'>['query'] = {}, tok = t.token) =>
  call(t.app, 'listBroadcasts', { query, token: tok });
const valid = () => ({
  voucher_id: coffee,
  subscription_id: morning,
  description: 'Double stamps this Friday!',
  scheduled_at: inHours(2),
});

beforeEach(() => {
  const now = t.clock.now();
  coffee = t.add.voucher({ name: 'Free coffee' });
  cake = t.add.voucher({ name: 'Cake slice' });
  morning = t.add.plan([{ voucherId: coffee }], { name: 'Morning club' });
  afternoon = t.add.plan([{ voucherId: cake }], { name: 'Afternoon treat' });
  const alice = t.add.fan({ phone: '+49.1701111111' });
  const bob = t.add.fan({ phone: '+49.1702222222' });
  const carol = t.add.fan({ phone: '+49.1703333333' });
  t.add.membership(alice, morning, { subscribedAt: now - 40 * DAY });
  // Cancelled, effective after the broadcast goes out: still receives it.
  t.add.membership(bob, morning, { subscribedAt: now - 20 * DAY, cancelAt: now + 10 * DAY });
  t.add.membership(carol, morning, { subscribedAt: now - 90 * DAY, cancelAt: now - DAY });
  t.add.membership(carol, afternoon, { subscribedAt: now - 90 * DAY, cancelAt: now - DAY });

  otherVoucher = t.addOther.voucher();
  otherPlan = t.addOther.plan([{ voucherId: otherVoucher }]);
});

describe('POST /api/store/broadcast/request', () => {
  it('stores a request for the plan and answers the broadcast', async () => {
    const scheduled = new Date(t.clock.now() + 26 * HOUR);
    // An offset in the request is normalised to UTC.
    const local = `${scheduled.toISOString().slice(0, 19)}+02:00`;
    const res = await requestBroadcast({ ...valid(), scheduled_at: local, lang: 'en' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      name: 'Morning club',
      description: 'Double stamps this Friday!',
      plan_id: morning,
      plan_name: 'Morning club',
      voucher_id: coffee,
      voucher_name: 'Free coffee',
      scheduled_at: new Date(scheduled.getTime() - 2 * HOUR).toISOString(),
      status: 'Request',
      lang: 'en',
      recipients: 2,
      created_at: new Date(t.clock.now()).toISOString(),
    });
    const listed = await list();
    expect(listed.body.data).toEqual([res.body.data]);
  });

  it('defaults the language to de and trims the description', async () => {
    const res = await requestBroadcast({ ...valid(), description: '   Hello fans   ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ lang: 'de', description: 'Hello fans' });
  });

  it.each([
    ['missing', {}, ['description', 'scheduled_at', 'subscription_id', 'voucher_id']],
    [
      'malformed',
      { voucher_id: 'x', subscription_id: -1, description: 'hey', scheduled_at: 'tomorrow', lang: 'fr' },
      ['description', 'lang', 'scheduled_at', 'subscription_id', 'voucher_id'],
    ],
  ])('names every %s field', async (_, payload, fields) => {
    const res = await requestBroadcast(payload);
    expect(res.status).toBe(422);
    expect(Object.keys(res.error.errors).sort()).toEqual(fields);
  });

  it('refuses a message over 1,000 characters and names the limit', async () => {
    const res = await requestBroadcast({ ...valid(), description: 'x'.repeat(1001) });
    expect(res.status).toBe(422);
    expect(res.error.errors.description![0]).toMatch(/1000|1,000/);
    expect((await requestBroadcast({ ...valid(), description: 'x'.repeat(1000) })).status).toBe(201);
  });

  it('requires a time in the future', async () => {
    for (const scheduled_at of [inHours(-1), new Date(t.clock.now()).toISOString()]) {
      const res = await requestBroadcast({ ...valid(), scheduled_at });
      expect(res.status).toBe(422);
      expect(res.error.errors).toEqual({ scheduled_at: ['The broadcast time must be in the future'] });
    }
    expect(
      (await requestBroadcast({ ...valid(), scheduled_at: new Date(t.clock.now() + 1000).toISOString() })).status,
    ).toBe(201);
  });

  it('requires the voucher to be part of the plan', async () => {
    const res = await requestBroadcast({ ...valid(), voucher_id: cake });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({ voucher_id: ['This voucher is not part of the subscription plan'] });
  });

  it('treats another store’s plan or voucher as not found, as field errors', async () => {
    const plan = await requestBroadcast({ ...valid(), subscription_id: otherPlan });
    expect(plan.status).toBe(422);
    expect(plan.error.errors).toEqual({ subscription_id: ['Subscription plan not found'] });

    const voucher = await requestBroadcast({ ...valid(), voucher_id: otherVoucher });
    expect(voucher.status).toBe(422);
    expect(voucher.error.errors).toEqual({ voucher_id: ['Voucher not found'] });

    const both = await requestBroadcast({
      voucher_id: 999999,
      subscription_id: 999999,
      description: 'Hello fans',
      scheduled_at: inHours(-1),
    });
    expect(both.status).toBe(422);
    expect(Object.keys(both.error.errors).sort()).toEqual(['scheduled_at', 'subscription_id', 'voucher_id']);
    expect(t.sqlite.prepare('SELECT COUNT(*) AS n FROM broadcasts').get()).toEqual({ n: 0 });
  });

  it('requires a token', async () => {
    expect((await requestBroadcast(valid(), '')).status).toBe(401);
  });
});

describe('delivery under the clock', () => {
  it('delivers a due broadcast when the list is read: Success, messages to each active subscriber, a notification', async () => {
    const created = await requestBroadcast(valid());
    const id = created.body.data.id;

    expect((await list()).body.data[0]!.status).toBe('Request');
    expect(t.sqlite.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 });

    t.clock.advance(3 * HOUR);
    const after = await list();
    expect(after.body.data[0]!).toMatchObject({ id, status: 'Success', recipients: 2 });

    const sent = t.sqlite.prepare('SELECT channel, "to", body FROM outbox ORDER BY "to"').all() as {
      channel: string;
      to: string;
      body: string;
    }[];
    expect(sent.map((m) => [m.channel, m.to])).toEqual([
      ['whatsapp', '+49.1701111111'],
      ['whatsapp', '+49.1702222222'],
    ]);
    expect(sent[0]!.body).toContain('Double stamps this Friday!');
    expect(sent[0]!.body).toContain('Free coffee');

    const notes = await call(t.app, 'listNotifications', { token: t.token });
    expect(notes.body.data.latest).toMatchObject([{ type: 'broadcast_sent', reference_id: id, read_at: null }]);

    // Reading the list again sends nothing twice.
    await list();
    expect(t.sqlite.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 2 });
  });

  it('is delivered by the server’s schedule through the app’s own repositories and clock (app.deps)', async () => {
    const id = (await requestBroadcast(valid())).body.data.id;
    t.clock.advance(3 * HOUR);
    const { repos, clock } = t.app.deps!;
    expect(deliverDueBroadcasts(repos, clock.now())).toEqual({ delivered: 1, cancelled: 0, messages: 2 });
    expect(t.sqlite.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 2 });
    expect((await list()).body.data[0]!).toMatchObject({ id, status: 'Success', recipients: 2 });
  });

  it('cancels a broadcast to a plan without active subscribers', async () => {
    const res = await requestBroadcast({ ...valid(), voucher_id: cake, subscription_id: afternoon });
    expect(res.body.data.recipients).toBe(0);
    t.clock.advance(3 * HOUR);
    const after = await list();
    expect(after.body.data[0]!).toMatchObject({ status: 'Cancelled', recipients: 0 });
    expect(t.sqlite.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 });
  });
});

describe('GET /api/store/broadcast/{id}', () => {
  const detail = (id: number, tok = t.token) => call(t.app, 'getBroadcast', { params: { id }, token: tok });

  it('tells when a broadcast was requested, when it was sent and how many fans it reached', async () => {
    const id = (await requestBroadcast(valid())).body.data.id;
    const waiting = await detail(id);
    expect(waiting.status).toBe(200);
    expect(waiting.body.data).toMatchObject({
      id,
      description: 'Double stamps this Friday!',
      plan_id: morning,
      plan_name: 'Morning club',
      voucher_name: 'Free coffee',
      status: 'Request',
      sent_at: null,
      failure_reason: null,
    });
    t.clock.advance(3 * HOUR);
    const sent = await detail(id);
    expect(sent.body.data).toMatchObject({
      status: 'Success',
      recipients: 2,
      sent_at: new Date(t.clock.now()).toISOString(),
      failure_reason: null,
    });
  });

  it('says why a broadcast was not sent', async () => {
    const id = (await requestBroadcast({ ...valid(), voucher_id: cake, subscription_id: afternoon })).body.data.id;
    t.clock.advance(3 * HOUR);
    expect((await detail(id)).body.data).toMatchObject({
      status: 'Cancelled',
      recipients: 0,
      failure_reason: 'no_active_subscribers',
    });
  });

  it('answers 404 for another store’s broadcast or an unknown id', async () => {
    const id = (await requestBroadcast(valid())).body.data.id;
    expect((await detail(id, t.otherToken)).status).toBe(404);
    expect((await detail(99999)).status).toBe(404);
  });
});

describe('GET /api/store/broadcast', () => {
  const insert = (
    planId: number,
    voucherId: number,
    status: string,
    scheduledAt: number | null,
    createdAt: number,
    store = t.storeId,
  ) =>
    Number(
      t.sqlite
        .prepare(
          `INSERT INTO broadcasts (store_id, plan_id, voucher_id, description, scheduled_at, status, lang, recipients, created_at)
           VALUES (?, ?, ?, 'Hello fans', ?, ?, 'de', 0, ?)`,
        )
        .run(store, planId, voucherId, scheduledAt, status, createdAt).lastInsertRowid,
    );

  let ids: { a: number; b: number; c: number; d: number };
  beforeEach(() => {
    const now = t.clock.now();
    // Already settled, so listing does not change them.
    ids = {
      a: insert(morning, coffee, 'Success', now - 5 * DAY, now - 6 * DAY),
      b: insert(afternoon, cake, 'Cancelled', now - 9 * DAY, now - 10 * DAY),
      c: insert(morning, coffee, 'Request', now + 2 * DAY, now - 1 * DAY),
      d: insert(afternoon, cake, 'Success', null, now - 3 * DAY),
    };
    insert(
      otherPlan,
      otherVoucher,
      'Success',
      now - DAY,
      now,
      t.sqlite.prepare('SELECT store_id FROM plans WHERE id = ?').pluck().get(otherPlan) as number,
    );
  });

  const idsOf = (body: { data: { id: number }[] }) => body.data.map((b) => b.id);

  it('lists the store’s broadcasts newest first', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([ids.c, ids.d, ids.a, ids.b]);
    expect(res.body.paginate).toEqual({
      current_page: 1,
      next_page: null,
      per_page: 10,
      prev_page: null,
      total_entries: 4,
      total_pages: 1,
    });
    expect(res.body.data.find((b: { id: number }) => b.id === ids.d)!.scheduled_at).toBeNull();
  });

  it('sorts by plan name, then id', async () => {
    expect(idsOf((await list({ sort: 'name_asc' })).body)).toEqual([ids.b, ids.d, ids.a, ids.c]);
  });

  it('sorts by date ascending with unscheduled ones last', async () => {
    expect(idsOf((await list({ sort: 'date_asc' })).body)).toEqual([ids.b, ids.a, ids.c, ids.d]);
  });

  it('filters by status and searches plan names case-insensitively', async () => {
    expect(idsOf((await list({ status: 'Success' })).body)).toEqual([ids.d, ids.a]);
    expect(idsOf((await list({ q: 'MORNING' })).body)).toEqual([ids.c, ids.a]);
    expect(idsOf((await list({ q: 'treat', status: 'Cancelled' })).body)).toEqual([ids.b]);
    expect(idsOf((await list({ q: '%' })).body)).toEqual([]);
    expect(idsOf((await list({ q: '' })).body)).toHaveLength(4);
    const none = await list({ q: 'nothing-like-this' });
    expect(none.body).toEqual({
      data: [],
      paginate: { current_page: 1, next_page: null, per_page: 10, prev_page: null, total_entries: 0, total_pages: 0 },
    });
  });

  it('paginates', async () => {
    const p1 = await list({ size: 3 });
    expect(idsOf(p1.body)).toEqual([ids.c, ids.d, ids.a]);
    expect(p1.body.paginate).toMatchObject({ next_page: 2, total_pages: 2, total_entries: 4 });
    const p2 = await list({ size: 3, page: 2, sort: 'name_asc' });
    expect(idsOf(p2.body)).toEqual([ids.c]);
    expect(p2.body.paginate).toMatchObject({ current_page: 2, next_page: null, prev_page: 1 });
    const past = await list({ size: 3, page: 5 });
    expect(past.body.data).toEqual([]);
    expect(past.body.paginate).toMatchObject({ total_entries: 4, total_pages: 2 });
  });

  it('rejects unknown sort or status values with 422', async () => {
    for (const q of [{ sort: 'newest' }, { status: 'pending' }, { size: 0 }]) {
      const res = await list(unchecked(q));
      expect(res.status).toBe(422);
    }
  });
});
