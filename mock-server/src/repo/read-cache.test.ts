import { openDatabase, type DbHandle } from '@mbo/db';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY, insertMembership, insertPlan, insertStore, insertSubscriber, insertVoucher, notify } from './fixtures';
import { createPlanRepository } from './plans';
import { createSubscriberRepository } from './subscribers';
import { createNotificationRepository } from './notifications';
import { createTokenRepository } from './auth';
import { readCache } from './read-cache';
import { createVoucherRepository } from './vouchers';

const TODAY = '2026-11-15';
const PAGE = { limit: 10, offset: 0 };

describe('the read cache', () => {
  let dir: string;
  let handle: DbHandle;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mbo-read-cache-'));
    handle = openDatabase(join(dir, 'db.sqlite'));
  });
  afterEach(() => {
    handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a read again from memory until the database changes', () => {
    const kept = readCache(handle.sqlite);
    let reads = 0;
    const read = () => kept.answer('k', () => ++reads);
    expect([read(), read(), read()]).toEqual([1, 1, 1]);
    insertStore(handle.sqlite, { phone: '+49.15100000001' });
    expect([read(), read()]).toEqual([2, 2]);
  });

  it('keeps answers of different keys apart', () => {
    const kept = readCache(handle.sqlite);
    expect(kept.answer('a', () => 'A')).toBe('A');
    expect(kept.answer('b', () => 'B')).toBe('B');
    expect(kept.answer('a', () => 'other')).toBe('A');
  });

  /** A commit by a second connection on the same file, as `npm run seed` on a running mock makes. */
  const commitElsewhere = (phone: string) => {
    const other = openDatabase(join(dir, 'db.sqlite'));
    try {
      insertStore(other.sqlite, { phone });
    } finally {
      other.close();
    }
  };

  it('forgets everything once another connection commits, from the next millisecond on', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const kept = readCache(handle.sqlite);
      let reads = 0;
      kept.answer('k', () => ++reads);
      commitElsewhere('+49.15100000002');
      // Another connection's commit is looked for once a millisecond: within the same one, the
      // answer is as of a moment before it.
      expect(kept.answer('k', () => ++reads)).toBe(1);
      vi.advanceTimersByTime(1);
      expect(kept.answer('k', () => ++reads)).toBe(2);
      expect(kept.answer('k', () => ++reads)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers a token from memory until a write, and takes its lookup's database state for the caches'", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const storeId = insertStore(handle.sqlite, { phone: '+49.15100000007' });
      const tokens = createTokenRepository(handle);
      const now = Date.now();
      tokens.issue('tok', storeId, now + 60_000, now);
      const kept = readCache(handle.sqlite);
      let reads = 0;
      expect(tokens.storeOf('tok', now)).toBe(storeId);
      expect(tokens.storeOf('unknown', now)).toBeUndefined();
      expect(kept.answer('k', () => ++reads)).toBe(1);

      // Another connection's commit: seen from the next millisecond, by the tokens and the caches.
      commitElsewhere('+49.15100000008');
      expect(kept.answer('k', () => ++reads)).toBe(1);
      vi.advanceTimersByTime(1);
      expect(tokens.storeOf('tok', Date.now())).toBe(storeId);
      expect(kept.answer('k', () => ++reads)).toBe(2);

      // A write of this connection counts at once: a token issued now signs in now.
      const second = insertStore(handle.sqlite, { phone: '+49.15100000009' });
      tokens.issue('tok2', second, Date.now() + 60_000, Date.now());
      expect(tokens.storeOf('tok2', Date.now())).toBe(second);
      expect(kept.answer('k', () => ++reads)).toBe(3);

      // Expiry is checked on every call, cached or not; a removed token is gone at once.
      expect(tokens.storeOf('tok', now + 60_000)).toBeUndefined();
      expect(tokens.storeOf('tok', now + 59_999)).toBe(storeId);
      handle.sqlite.prepare("DELETE FROM tokens WHERE token = 'tok'").run();
      expect(tokens.storeOf('tok', now)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('looks a token longer than any issued up every time, so another connection removing it counts at once', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const storeId = insertStore(handle.sqlite, { phone: '+49.15100000010' });
      const tokens = createTokenRepository(handle);
      const now = Date.now();
      const [short, long] = ['s'.repeat(43), 'l'.repeat(97)];
      tokens.issue(short, storeId, now + 60_000, now);
      tokens.issue(long, storeId, now + 60_000, now);
      expect([tokens.storeOf(short, now), tokens.storeOf(long, now)]).toEqual([storeId, storeId]);
      const other = openDatabase(join(dir, 'db.sqlite'));
      try {
        other.sqlite.prepare('DELETE FROM tokens').run();
      } finally {
        other.close();
      }
      // Within the same millisecond the kept answer stands; the long token was never kept.
      expect([tokens.storeOf(short, now), tokens.storeOf(long, now)]).toEqual([storeId, undefined]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the voucher list and its total exact after every create, update and delete', () => {
    const storeId = insertStore(handle.sqlite, { phone: '+49.15100000003' });
    const otherStore = insertStore(handle.sqlite, { phone: '+49.15100000004' });
    const vouchers = createVoucherRepository(handle);
    const names = () => vouchers.list(storeId, {}, TODAY, PAGE).rows.map((v) => v.name);
    const total = () => vouchers.list(storeId, {}, TODAY, PAGE).total;
    insertVoucher(handle.sqlite, storeId, { name: 'First' });
    expect([names(), total()]).toEqual([['First'], 1]);

    const fields = {
      name: 'Second',
      voucherType: 'DFP' as const,
      value: 10,
      status: 'published' as const,
      quantity: null,
      startDate: TODAY,
      endDate: null,
      schedule: null,
      category: null,
      informations: [],
      termsAndConditions: '',
    };
    const created = vouchers.create(storeId, fields, Date.now());
    expect([names(), total()]).toEqual([['Second', 'First'], 2]);

    vouchers.update(storeId, created.id, { ...fields, name: 'Renamed' }, Date.now());
    expect(names()).toEqual(['Renamed', 'First']);
    expect(vouchers.list(storeId, { q: 'renamed' }, TODAY, PAGE).total).toBe(1);

    vouchers.update(storeId, created.id, { ...fields, name: 'Renamed', endDate: '2026-11-01' }, Date.now());
    expect(vouchers.list(storeId, { status: 'expired' }, TODAY, PAGE).rows.map((v) => v.name)).toEqual(['Renamed']);
    // The derived status moves with the day asked for, not with writes.
    expect(vouchers.list(storeId, { status: 'expired' }, '2026-10-15', PAGE).total).toBe(0);

    vouchers.remove(storeId, created.id);
    expect([names(), total()]).toEqual([['First'], 1]);

    insertVoucher(handle.sqlite, otherStore, { name: 'Elsewhere' });
    expect([names(), total()]).toEqual([['First'], 1]);
  });

  it('keeps the notifications, their unread count and their language exact after every write', () => {
    const storeId = insertStore(handle.sqlite, { phone: '+49.15100000005' });
    const notifications = createNotificationRepository(handle);
    const now = Date.parse('2026-11-15T12:00:00Z');
    const fans = (locale: 'en' | 'de') =>
      notifications.page(storeId, 'all', PAGE, locale).rows.map((n) => [n.title, n.read_at !== null]);
    const redeemed = (fan: string) => ({
      storeId,
      type: 'vcr_redeemed' as const,
      params: { fan, voucher: 'Latte' },
      referenceId: 1,
      subscriptionId: null,
    });
    notify(handle.sqlite, now - 1000, redeemed('Ada'));
    const english = fans('en');
    expect(fans('de')).not.toEqual(english);
    expect(notifications.count(storeId, 'unread')).toBe(1);

    const code = notifications.add(now, redeemed('Bo'));
    expect(fans('en')).toHaveLength(2);
    expect(notifications.count(storeId, 'unread')).toBe(2);

    notifications.open(storeId, code, now, 'en');
    expect(notifications.count(storeId, 'unread')).toBe(1);
    expect(fans('en').map(([, read]) => read)).toEqual([true, false]);

    expect(notifications.markAllRead(storeId, now)).toBe(1);
    expect(notifications.count(storeId, 'unread')).toBe(0);
    expect(notifications.page(storeId, 'read', PAGE, 'en').total).toBe(2);
  });

  it("counts a plan page's active subscribers at the instant asked, and afresh after every write", () => {
    const storeId = insertStore(handle.sqlite, { phone: '+49.15100000006' });
    const plans = createPlanRepository(handle);
    const now = Date.parse('2026-11-15T12:00:00Z');
    const voucherId = insertVoucher(handle.sqlite, storeId, { name: 'Latte' });
    const planId = insertPlan(handle.sqlite, storeId, [{ voucherId }], { name: 'Gold' });
    const fan = () => insertSubscriber(handle.sqlite, storeId);
    insertMembership(handle.sqlite, storeId, fan(), planId, { subscribedAt: now - 40 * DAY });
    insertMembership(handle.sqlite, storeId, fan(), planId, { subscribedAt: now - 40 * DAY, cancelAt: now + DAY });
    insertMembership(handle.sqlite, storeId, fan(), planId, { subscribedAt: now - 40 * DAY, cancelAt: now - DAY });
    const counted = (at: number) => plans.list(storeId, undefined, at, PAGE).rows.map((p) => p.subscriber_count);
    expect(counted(now)).toEqual([2]);
    // No write in between: only the time moved, past the second cancellation, and back.
    expect(counted(now + DAY)).toEqual([1]);
    expect(counted(now + DAY - 1)).toEqual([2]);
    expect(counted(now - 2 * DAY)).toEqual([3]);

    insertMembership(handle.sqlite, storeId, fan(), planId, { subscribedAt: now - DAY });
    expect(counted(now)).toEqual([3]);
    insertPlan(handle.sqlite, storeId, [{ voucherId }], { name: 'Silver' });
    expect(plans.list(storeId, undefined, now, PAGE).rows.map((p) => [p.name, p.subscriber_count])).toEqual([
      ['Silver', 0],
      ['Gold', 3],
    ]);
    expect(plans.list(storeId, undefined, now, PAGE).total).toBe(2);
  });

  it("reads a subscriber page's active flags at the instant asked, and afresh after every write", () => {
    const storeId = insertStore(handle.sqlite, { phone: '+49.15100000009' });
    const subscribers = createSubscriberRepository(handle);
    const now = Date.parse('2026-11-15T12:00:00Z');
    const planId = insertPlan(handle.sqlite, storeId, []);
    const ada = insertSubscriber(handle.sqlite, storeId, { username: 'ada' });
    insertMembership(handle.sqlite, storeId, ada, planId, { subscribedAt: now - 40 * DAY, cancelAt: now + DAY });
    const query = { page: 1, size: 10 } as Parameters<typeof subscribers.list>[1];
    const listed = (at: number) => subscribers.list(storeId, query, at, PAGE).rows.map((r) => [r.username, r.active]);
    expect(listed(now)).toEqual([['ada', true]]);
    expect(listed(now + DAY)).toEqual([['ada', false]]);

    const bo = insertSubscriber(handle.sqlite, storeId, { username: 'bo' });
    insertMembership(handle.sqlite, storeId, bo, planId, { subscribedAt: now - DAY });
    expect(listed(now + DAY)).toHaveLength(2);
    expect(subscribers.list(storeId, query, now, PAGE).total).toBe(2);
  });
});
