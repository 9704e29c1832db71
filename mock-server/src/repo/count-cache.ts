import type { Sqlite } from '@mbo/db';

/**
 * Which state of the database a connection sees: its own writes (total_changes(), answered without
 * touching the file) and commits by other connections (PRAGMA data_version, which opens a read
 * transaction: file locks and a stat, several system calls). The data_version is read at most once
 * per millisecond of the clock: a commit by another process (`npm run seed` on the file of a running
 * mock) is seen from the next millisecond on, as if it had come a moment later, and a busy server
 * pays the read transaction once a millisecond instead of on every call. One per connection, shared
 * by every cache over it.
 */
export interface Stamp {
  /** The state now, as a string that changes after any write. */
  current(): string;
  /**
   * A data_version the caller has just read in a statement of its own (repo/auth.ts reads it with
   * a token it does not know yet), taken as this millisecond's: no second read transaction for it.
   */
  hold(version: number): void;
}

const stamps = new WeakMap<Sqlite, Stamp>();

/**
 * Objects a read cache hands out, and answers built only from them: every reader gets the same
 * object until the next write, and nobody changes it, so what is derived from one (a list answer,
 * its JSON) can be kept beside it for as long as it lives.
 */
const shared = new WeakSet<object>();

/** Whether a value is one of the read caches' shared objects (or an answer built only from them). */
export const isShared = (value: unknown): boolean => typeof value === 'object' && value !== null && shared.has(value);

/** Marks a value built only from shared objects as shared itself (it must not be changed either). */
export function markShared<T extends object>(value: T): T {
  shared.add(value);
  return value;
}

export function stampOf(sqlite: Sqlite): Stamp {
  const known = stamps.get(sqlite);
  if (known) return known;
  const changes = sqlite.prepare('SELECT total_changes()').pluck();
  const version = sqlite.prepare('PRAGMA data_version').pluck();
  let seen = 0;
  let readAt = Number.NaN;
  const stamp: Stamp = {
    current() {
      const now = Date.now();
      if (now !== readAt) {
        seen = version.get() as number;
        readAt = now;
      }
      return `${changes.get() as number}:${seen}`;
    },
    hold(v) {
      seen = v;
      readAt = Date.now();
    },
  };
  stamps.set(sqlite, stamp);
  return stamp;
}

/**
 * Remembers what a read answered until the database changes: list totals (a COUNT over a store
 * with 100k vouchers costs milliseconds on every page view, while the rows themselves cost
 * microseconds) and whole list pages (the busiest reads, answered again and again between writes).
 * Any write on this connection (total_changes()) or a commit by another connection (data_version)
 * drops every entry, so answers are always exact; keys must carry everything the read depends on
 * (store, filters, page, today's date for derived statuses, the reader's language). Callers must
 * not change what they get back: the next reader gets the same object.
 */
export function createReadCache(sqlite: Sqlite, maxEntries = 5000) {
  const state = stampOf(sqlite);
  const entries = new Map<string, unknown>();
  let stamp = '';

  return <T>(key: string, read: () => T): T => {
    const current = state.current();
    if (current !== stamp) {
      entries.clear();
      stamp = current;
    }
    if (entries.has(key)) return entries.get(key) as T;
    const value = read();
    if (typeof value === 'object' && value !== null) shared.add(value);
    if (entries.size >= maxEntries) entries.clear();
    entries.set(key, value);
    return value;
  };
}
