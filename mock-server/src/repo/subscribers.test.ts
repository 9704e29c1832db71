import { openDatabase, type DbHandle } from '@mbo/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY, insertMembership, insertPayment, insertPlan, insertStore, insertSubscriber } from './fixtures';
import { createSubscriberRepository } from './subscribers';

const NOW = Date.parse('2026-11-15T12:00:00Z');

describe('the subscriber list, latest payment first', () => {
  let handle: DbHandle;
  beforeEach(() => {
    handle = openDatabase(':memory:');
  });
  afterEach(() => handle.close());

  it('walks many payments, several at one instant, into the same order page by page', () => {
    const storeId = insertStore(handle.sqlite, { phone: '+49.15100000011' });
    const other = insertStore(handle.sqlite, { phone: '+49.15100000012' });
    const planId = insertPlan(handle.sqlite, storeId, []);
    const otherPlan = insertPlan(handle.sqlite, other, []);
    // 300 fans who paid (a few instants shared by many of them, so batches of the walk end inside
    // a run of equal instants), some twice at the same instant, and 7 who never paid.
    const latest = new Map<number, number>();
    const unpaid: number[] = [];
    for (let i = 0; i < 307; i++) {
      const subscriberId = insertSubscriber(handle.sqlite, storeId);
      const membership = {
        id: insertMembership(handle.sqlite, storeId, subscriberId, planId, { subscribedAt: NOW - 90 * DAY }),
        storeId,
        subscriberId,
        planId,
      };
      if (i >= 300) {
        unpaid.push(subscriberId);
        continue;
      }
      const paidAt = NOW - (i % 5) * DAY;
      insertPayment(handle.sqlite, membership, 990, paidAt - 30 * DAY);
      insertPayment(handle.sqlite, membership, 990, paidAt);
      if (i % 3 === 0) insertPayment(handle.sqlite, membership, 990, paidAt);
      latest.set(subscriberId, paidAt);
    }
    // Another store's fan pays last of all: never in this store's list.
    const stranger = insertSubscriber(handle.sqlite, other);
    const strangerMembership = insertMembership(handle.sqlite, other, stranger, otherPlan, { subscribedAt: NOW });
    insertPayment(
      handle.sqlite,
      { id: strangerMembership, storeId: other, subscriberId: stranger, planId: otherPlan },
      990,
      NOW,
    );

    const subscribers = createSubscriberRepository(handle);
    const expected: [number, string | null][] = [...latest.entries()]
      .sort(([a, at], [b, bt]) => bt - at || b - a)
      .map(([id, at]) => [id, new Date(at).toISOString()]);
    expected.push(...unpaid.reverse().map((id): [number, null] => [id, null]));
    const listed: [number, string | null][] = [];
    for (let page = 1; page <= 31; page++) {
      const query = { page, size: 10 } as Parameters<typeof subscribers.list>[1];
      const { rows, total } = subscribers.list(storeId, query, NOW, { limit: 10, offset: (page - 1) * 10 });
      expect(total).toBe(307);
      listed.push(...rows.map((r): [number, string | null] => [r.id, r.paid_at]));
    }
    expect(listed).toEqual(expected);
  });
});
