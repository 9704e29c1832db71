import { openDatabase, type DbHandle } from '@mbo/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DAY,
  insertMembership,
  insertPlan,
  insertRedemption,
  insertStore,
  insertSubscriber,
  insertVoucher,
} from './fixtures';
import { createReportRepository, type WindowParams } from './reports';

const NOW = Date.parse('2026-11-15T12:00:00Z');
/** The dashboard's window at `now`: this month from the 1st, last month's same moment a month back. */
const windowAt = (store: number, now: number): WindowParams => ({
  store,
  now,
  currentStart: Date.parse('2026-11-01T00:00:00Z'),
  previousStart: Date.parse('2026-10-01T00:00:00Z'),
  previousNow: now - 31 * DAY,
  seriesStart: Date.parse('2026-06-01T00:00:00Z'),
});

describe('the dashboard figures', () => {
  let handle: DbHandle;
  beforeEach(() => {
    handle = openDatabase(':memory:');
  });
  afterEach(() => handle.close());

  it('count each fan once at the instant asked, and afresh after every write', () => {
    const store = insertStore(handle.sqlite, { phone: '+49.15100000007' });
    const other = insertStore(handle.sqlite, { phone: '+49.15100000008' });
    const reports = createReportRepository(handle);
    const voucherId = insertVoucher(handle.sqlite, store, { name: 'Latte' });
    const gold = insertPlan(handle.sqlite, store, [{ voucherId }]);
    const silver = insertPlan(handle.sqlite, store, [{ voucherId }]);
    const ada = insertSubscriber(handle.sqlite, store);
    const bo = insertSubscriber(handle.sqlite, store);
    // Ada holds two plans at once (counted once), Bo one that ends in two days.
    insertMembership(handle.sqlite, store, ada, gold, { subscribedAt: NOW - 60 * DAY });
    insertMembership(handle.sqlite, store, ada, silver, { subscribedAt: NOW - 10 * DAY, cancelAt: NOW + 5 * DAY });
    const boId = insertMembership(handle.sqlite, store, bo, gold, {
      subscribedAt: NOW - 5 * DAY,
      cancelAt: NOW + 2 * DAY,
    });
    const active = (now: number) => reports.activeSubscribers(windowAt(store, now));
    expect(active(NOW)).toEqual({ current: 2, previous: 1 });
    expect(active(NOW + 2 * DAY - 1)).toEqual({ current: 2, previous: 1 });
    expect(active(NOW + 2 * DAY)).toEqual({ current: 1, previous: 1 });

    const fan = insertSubscriber(handle.sqlite, other);
    insertMembership(handle.sqlite, other, fan, insertPlan(handle.sqlite, other, []), { subscribedAt: NOW - DAY });
    expect(active(NOW)).toEqual({ current: 2, previous: 1 });
    insertMembership(handle.sqlite, store, insertSubscriber(handle.sqlite, store), gold, { subscribedAt: NOW - DAY });
    expect(active(NOW)).toEqual({ current: 3, previous: 1 });

    const used = (now: number) => reports.redemptionCounts(windowAt(store, now));
    const membership = { id: boId, storeId: store, subscriberId: bo };
    expect(used(NOW)).toEqual({ current: 0, previous: 0 });
    insertRedemption(handle.sqlite, membership, voucherId, NOW - DAY);
    insertRedemption(handle.sqlite, membership, voucherId, Date.parse('2026-11-01T00:00:00Z'));
    insertRedemption(handle.sqlite, membership, voucherId, NOW - 31 * DAY);
    insertRedemption(handle.sqlite, membership, voucherId, NOW - 30 * DAY);
    expect(used(NOW)).toEqual({ current: 2, previous: 1 });
    // Later in the month the same rows count differently, with no write in between.
    expect(used(NOW + DAY)).toEqual({ current: 2, previous: 2 });
    expect(used(NOW - DAY - 1)).toEqual({ current: 1, previous: 0 });
  });
});
