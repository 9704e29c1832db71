import type { EndpointInput } from '@mbo/contracts';
import { describe, expect, it } from 'vitest';
import { call, DAY, notify, unchecked, useSignedInApp } from './fixtures';

const t = useSignedInApp();

const HOUR = 3600 * 1000;

/** A notification created `ago` ms before now, optionally already read. */
function seed(
  store: number,
  ago: number,
  fields: Partial<{ read: boolean; title: string; subscriptionId: number }> = {},
): string {
  const now = t.clock.now();
  const code = notify(t.sqlite, now - ago, {
    storeId: store,
    ...(fields.subscriptionId
      ? { type: 'cust_subscribe' as const, params: { fan: fields.title ?? `n-${ago}`, plan: 'Kaffee' } }
      : { type: 'vcr_redeemed' as const, params: { fan: fields.title ?? `n-${ago}`, voucher: 'Latte' } }),
    referenceId: 42,
    subscriptionId: fields.subscriptionId ?? null,
  });
  if (fields.read) t.sqlite.prepare('UPDATE notifications SET read_at = ? WHERE code = ?').run(now - ago + 1000, code);
  return code;
}

const list = (query: EndpointInput<'listNotifications'>['query'] = {}) => t.call('listNotifications', { query });

describe('GET /api/store/notifications', () => {
  it('lists the store’s notifications newest first with the unread count and mapping', async () => {
    seed(t.storeId, 3 * HOUR, { title: 'oldest', read: true });
    seed(t.storeId, 2 * HOUR, { title: 'middle', subscriptionId: 7 });
    seed(t.storeId, 1 * HOUR, { title: 'newest' });
    seed(t.otherStoreId, 0, { title: 'not mine' });

    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.data.latest.map((n: { message: string }) => n.message.split(' ')[0])).toEqual([
      'newest',
      'middle',
      'oldest',
    ]);
    expect(res.body.data.unread_count).toBe(2);
    expect(res.body.data.latest[1]).toEqual({
      code: expect.stringMatching(/^ntf_/),
      title: 'New subscriber',
      message: 'middle subscribed to Kaffee.',
      type: 'cust_subscribe',
      reference_id: 42,
      subscription: { id: 7 },
      read_at: null,
      created_at: new Date(t.clock.now() - 2 * HOUR).toISOString(),
    });
    expect(res.body.data.latest[0]!.subscription).toBeNull();
    expect(res.body.data.latest[2]!.read_at).toBe(new Date(t.clock.now() - 3 * HOUR + 1000).toISOString());
    expect(res.body.paginate).toEqual({
      current_page: 1,
      next_page: null,
      per_page: 10,
      prev_page: null,
      total_entries: 3,
      total_pages: 1,
    });
  });

  it('renders stored notifications in the language of each read, old ones included', async () => {
    const now = t.clock.now();
    notify(t.sqlite, now - HOUR, {
      storeId: t.storeId,
      type: 'cust_subscribe_cancel',
      params: { fan: 'lena.k', plan: 'Kaffee-Flatrate', endsAt: Date.UTC(2026, 11, 16, 23, 30) },
      referenceId: 42,
      subscriptionId: 7,
    });
    const [en] = (await list()).body.data.latest;
    expect(en).toMatchObject({
      title: 'Subscription cancelled',
      message: 'lena.k cancelled Kaffee-Flatrate. Access ends on 17 December 2026.',
    });
    const german = await t.call('listNotifications', { query: {}, headers: { 'accept-language': 'de' } });
    // 23:30 UTC is already the next day in Berlin, where the store is.
    expect(german.body.data.latest[0]).toMatchObject({
      title: 'Abo gekündigt',
      message: 'lena.k hat Kaffee-Flatrate gekündigt. Das Abo endet am 17. Dezember 2026.',
    });
  });

  it('breaks ties of the same instant by id, newest first', async () => {
    seed(t.storeId, HOUR, { title: 'first' });
    seed(t.storeId, HOUR, { title: 'second' });
    const res = await list();
    expect(res.body.data.latest.map((n: { message: string }) => n.message.split(' ')[0])).toEqual(['second', 'first']);
  });

  it('filters by unread=true and unread=false; unread_count always counts every unread one', async () => {
    seed(t.storeId, 3 * HOUR, { title: 'read', read: true });
    seed(t.storeId, 2 * HOUR, { title: 'unread-a' });
    seed(t.storeId, 1 * HOUR, { title: 'unread-b' });

    const unread = await list({ unread: 'true' });
    expect(unread.body.data.latest.map((n: { message: string }) => n.message.split(' ')[0])).toEqual([
      'unread-b',
      'unread-a',
    ]);
    expect(unread.body.data.unread_count).toBe(2);
    expect(unread.body.paginate.total_entries).toBe(2);

    const read = await list({ unread: 'false' });
    expect(read.body.data.latest.map((n: { message: string }) => n.message.split(' ')[0])).toEqual(['read']);
    expect(read.body.data.unread_count).toBe(2);
    expect(read.body.paginate.total_entries).toBe(1);
  });

  it('paginates, and a page past the end is empty with correct totals', async () => {
    for (let i = 1; i <= 5; i++) seed(t.storeId, i * HOUR, { title: `n${i}` });
    const p2 = await list({ size: 2, page: 2 });
    expect(p2.body.data.latest.map((n: { message: string }) => n.message.split(' ')[0])).toEqual(['n3', 'n4']);
    expect(p2.body.paginate).toEqual({
      current_page: 2,
      next_page: 3,
      per_page: 2,
      prev_page: 1,
      total_entries: 5,
      total_pages: 3,
    });

    const p3 = await list({ size: 2, page: 3 });
    expect(p3.body.paginate.next_page).toBeNull();
    expect(p3.body.data.latest).toHaveLength(1);

    const past = await list({ size: 2, page: 9 });
    expect(past.status).toBe(200);
    expect(past.body.data.latest).toEqual([]);
    expect(past.body.data.unread_count).toBe(5);
    expect(past.body.paginate).toMatchObject({ current_page: 9, next_page: null, total_entries: 5, total_pages: 3 });
  });

  it('rejects a bad filter or page with 422', async () => {
    for (const q of [{ unread: 'yes' }, { page: 0 }, { size: 1000 }]) {
      const res = await list(unchecked(q));
      expect(res.status).toBe(422);
      expect(res.error.status).toBe(422);
    }
  });

  it('is empty for a store without notifications', async () => {
    const res = await list();
    expect(res.body.data).toEqual({ latest: [], unread_count: 0 });
    expect(res.body.paginate).toMatchObject({ total_entries: 0, total_pages: 0, next_page: null, prev_page: null });
  });
});

describe('POST /api/store/notifications/mark-read-all', () => {
  it('marks every unread notification of the store read, now', async () => {
    seed(t.storeId, 2 * HOUR);
    seed(t.storeId, HOUR);
    const readEarlier = seed(t.storeId, 3 * HOUR, { read: true });
    const foreign = seed(t.otherStoreId, HOUR);

    const res = await t.call('markAllNotificationsRead');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { updated: 2 } });

    const after = await list();
    expect(after.body.data.unread_count).toBe(0);
    const readAts = after.body.data.latest.map((n) => [n.code, n.read_at]);
    const nowIso = new Date(t.clock.now()).toISOString();
    expect(readAts.filter(([, r]) => r === nowIso)).toHaveLength(2);
    // Already-read notifications keep their time.
    expect(readAts.find(([c]) => c === readEarlier)![1]).not.toBe(nowIso);

    const foreignRow = t.sqlite.prepare('SELECT read_at FROM notifications WHERE code = ?').get(foreign) as {
      read_at: number | null;
    };
    expect(foreignRow.read_at).toBeNull();

    const again = await t.call('markAllNotificationsRead');
    expect(again.body).toEqual({ data: { updated: 0 } });
  });
});

describe('GET /api/store/notifications/{code}', () => {
  it('returns the notification and marks it read', async () => {
    const code = seed(t.storeId, HOUR, { subscriptionId: 3 });
    const res = await t.call('readNotification', { params: { code } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      code,
      type: 'cust_subscribe',
      subscription: { id: 3 },
      read_at: new Date(t.clock.now()).toISOString(),
    });
    expect((await list()).body.data.unread_count).toBe(0);
  });

  it('keeps the first read time when opened again', async () => {
    const code = seed(t.storeId, HOUR);
    const first = await t.call('readNotification', { params: { code } });
    t.clock.advance(DAY);
    const second = await t.call('readNotification', { params: { code } });
    expect(second.body.data.read_at).toBe(first.body.data.read_at);
  });

  it('answers 404 for another store’s notification or an unknown code, and leaves it unread', async () => {
    const foreign = seed(t.otherStoreId, HOUR);
    const res = await t.call('readNotification', { params: { code: foreign } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, user_message: 'Notification not found', errors: {} });
    const row = t.sqlite.prepare('SELECT read_at FROM notifications WHERE code = ?').get(foreign) as {
      read_at: number | null;
    };
    expect(row.read_at).toBeNull();

    expect((await t.call('readNotification', { params: { code: 'ntf_nope' } })).status).toBe(404);
  });

  it('requires a token', async () => {
    const code = seed(t.storeId, HOUR);
    expect((await call(t.app, 'readNotification', { params: { code } })).status).toBe(401);
  });
});
