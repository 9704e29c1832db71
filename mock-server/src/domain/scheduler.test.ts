import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY, insertMembership, insertPlan, insertStore, insertSubscriber, insertVoucher } from '../../test/fixtures';
import type { NotificationType } from '@mbo/contracts';
import { openDatabase, type DbHandle, type NotificationParams, type Sqlite } from '@mbo/db';
import { notificationTexts } from '../i18n/notifications';
import { createRepositories, type Repositories } from '../repo/index';
import { deliverDueBroadcasts } from './scheduler';

const NOW = Date.parse('2026-11-15T12:00:00Z');
const HOUR = 3600 * 1000;

let handle: DbHandle;
let sqlite: Sqlite;
let repos: Repositories;
let store: number;
let voucher: number;
let plan: number;

function broadcast(fields: {
  plan?: number;
  scheduledAt: number;
  status?: string;
  store?: number;
  voucher?: number;
  lang?: string;
}): number {
  const r = sqlite
    .prepare(
      `INSERT INTO broadcasts (store_id, plan_id, voucher_id, description, scheduled_at, status, lang, recipients, created_at)
       VALUES (?, ?, ?, 'Double stamps this Friday!', ?, ?, ?, 0, ?)`,
    )
    .run(
      fields.store ?? store,
      fields.plan ?? plan,
      fields.voucher ?? voucher,
      fields.scheduledAt,
      fields.status ?? 'Request',
      fields.lang ?? 'en',
      NOW - DAY,
    );
  return Number(r.lastInsertRowid);
}

const statusOf = (id: number) =>
  sqlite.prepare('SELECT status, recipients FROM broadcasts WHERE id = ?').get(id) as {
    status: string;
    recipients: number;
  };
const outbox = () =>
  sqlite.prepare('SELECT channel, "to", body FROM outbox ORDER BY id').all() as {
    channel: string;
    to: string;
    body: string;
  }[];
/** The stored notifications, with the words they are read with in English. */
const notifications = () =>
  (
    sqlite.prepare('SELECT store_id, type, params, reference_id FROM notifications ORDER BY id').all() as {
      store_id: number;
      type: NotificationType;
      params: string;
      reference_id: number;
    }[]
  ).map(({ params, ...n }) => ({ ...n, ...notificationTexts(n.type, JSON.parse(params) as NotificationParams, 'en') }));

beforeEach(() => {
  handle = openDatabase(':memory:');
  sqlite = handle.sqlite;
  repos = createRepositories(handle);
  store = insertStore(sqlite, { name: 'Bakery Sun' });
  voucher = insertVoucher(sqlite, store, { name: 'Free croissant' });
  plan = insertPlan(sqlite, store, [{ voucherId: voucher }], { name: 'Morning club' });
  const active = insertSubscriber(sqlite, store, { phone: '+49.1700000001' });
  const leaving = insertSubscriber(sqlite, store, { phone: '+49.1700000002' });
  const gone = insertSubscriber(sqlite, store, { phone: '+49.1700000003' });
  const future = insertSubscriber(sqlite, store, { phone: '+49.1700000004' });
  insertMembership(sqlite, store, active, plan, { subscribedAt: NOW - 40 * DAY });
  insertMembership(sqlite, store, leaving, plan, { subscribedAt: NOW - 10 * DAY, cancelAt: NOW + 5 * DAY });
  insertMembership(sqlite, store, gone, plan, { subscribedAt: NOW - 60 * DAY, cancelAt: NOW - DAY });
  insertMembership(sqlite, store, future, plan, { subscribedAt: NOW + DAY });
});
afterEach(() => handle.close());

describe('deliverDueBroadcasts', () => {
  it('sends one WhatsApp message per active subscriber, marks the broadcast Success and tells the store', () => {
    const id = broadcast({ scheduledAt: NOW - HOUR });
    expect(deliverDueBroadcasts(repos, NOW)).toEqual({ delivered: 1, cancelled: 0, messages: 2 });
    expect(statusOf(id)).toEqual({ status: 'Success', recipients: 2 });
    const sent = outbox();
    expect(sent.map((m) => m.to)).toEqual(['+49.1700000001', '+49.1700000002']);
    for (const m of sent) {
      expect(m.channel).toBe('whatsapp');
      expect(m.body).toContain('Double stamps this Friday!');
      expect(m.body).toContain('Free croissant');
      expect(m.body).toContain('Bakery Sun');
    }
    expect(notifications()).toEqual([
      {
        store_id: store,
        type: 'broadcast_sent',
        title: 'Broadcast sent',
        message: 'Your broadcast for Morning club reached 2 subscribers.',
        reference_id: id,
      },
    ]);
  });

  it("writes to fans in the store's language, whatever the request's", () => {
    const german = insertStore(sqlite, { name: 'Backstube', lang: 'de', phone: '+49.15100000077' });
    const v = insertVoucher(sqlite, german, { name: 'Gratis Brezel' });
    const p = insertPlan(sqlite, german, [{ voucherId: v }], { name: 'Brezel-Abo' });
    insertMembership(sqlite, german, insertSubscriber(sqlite, german, { phone: '+49.1700000009' }), p, {
      subscribedAt: NOW - DAY,
    });
    broadcast({ scheduledAt: NOW - HOUR, lang: 'en', store: german, plan: p, voucher: v });
    deliverDueBroadcasts(repos, NOW);
    expect(outbox()[0]!.body).toBe('Backstube: Double stamps this Friday!\nGutschein: Gratis Brezel');
  });

  it('leaves broadcasts that are not due, or not requested, alone', () => {
    const later = broadcast({ scheduledAt: NOW + HOUR });
    const done = broadcast({ scheduledAt: NOW - HOUR, status: 'Success' });
    expect(deliverDueBroadcasts(repos, NOW)).toEqual({ delivered: 0, cancelled: 0, messages: 0 });
    expect(statusOf(later).status).toBe('Request');
    expect(statusOf(done).status).toBe('Success');
    expect(outbox()).toEqual([]);
  });

  it('delivers at exactly the scheduled instant', () => {
    const id = broadcast({ scheduledAt: NOW });
    deliverDueBroadcasts(repos, NOW);
    expect(statusOf(id).status).toBe('Success');
  });

  it('cancels a broadcast whose plan has no active subscriber, without messages', () => {
    const empty = insertPlan(sqlite, store, [{ voucherId: voucher }], { name: 'Lonely plan' });
    const id = broadcast({ plan: empty, scheduledAt: NOW - HOUR });
    expect(deliverDueBroadcasts(repos, NOW)).toEqual({ delivered: 0, cancelled: 1, messages: 0 });
    expect(statusOf(id)).toEqual({ status: 'Cancelled', recipients: 0 });
    expect(outbox()).toEqual([]);
    expect(notifications()).toMatchObject([{ type: 'broadcast_sent', title: 'Broadcast not sent', reference_id: id }]);
  });

  it('is idempotent: a second run sends nothing again', () => {
    broadcast({ scheduledAt: NOW - HOUR });
    deliverDueBroadcasts(repos, NOW);
    expect(deliverDueBroadcasts(repos, NOW + HOUR)).toEqual({ delivered: 0, cancelled: 0, messages: 0 });
    expect(outbox()).toHaveLength(2);
    expect(notifications()).toHaveLength(1);
  });

  it('can be limited to one store', () => {
    const other = insertStore(sqlite);
    const ov = insertVoucher(sqlite, other);
    const op = insertPlan(sqlite, other, [{ voucherId: ov }]);
    const theirs = sqlite
      .prepare(
        `INSERT INTO broadcasts (store_id, plan_id, voucher_id, description, scheduled_at, status, lang, recipients, created_at)
         VALUES (?, ?, ?, 'Hello there', ?, 'Request', 'en', 0, ?)`,
      )
      .run(other, op, ov, NOW - HOUR, NOW - DAY).lastInsertRowid;
    const mine = broadcast({ scheduledAt: NOW - HOUR });
    deliverDueBroadcasts(repos, NOW, store);
    expect(statusOf(mine).status).toBe('Success');
    expect(statusOf(Number(theirs)).status).toBe('Request');
    deliverDueBroadcasts(repos, NOW);
    expect(statusOf(Number(theirs)).status).toBe('Cancelled');
  });
});
