import type { Sqlite } from '@mbo/db';

/**
 * Which state of the database a connection sees: its own writes (total_changes(), answered without
 * touching the file) and commits by other connections (PRAGMA data_version, which opens a read
 * transaction: file locks and a stat, several system calls a call). One per connection, shared by
 * every cache over it.
 */
export interface Stamp {
  /** The state now, as a string that changes after any write. */
  current(): string;
  /**
   * A data_version the caller has just read in a statement of its own, taken as the current one
   * until the running job's microtasks are done: a signed-in call reads it with its token
   * (repo/auth.ts), so the list it answers in the same synchronous stretch needs no second read
   * transaction. A commit elsewhere in that stretch is seen from the next job on, as if it had
   * come a moment later.
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
  let held: number | undefined;
  const release = () => {
    held = undefined;
  };
  const stamp: Stamp = {
    current: () => `${changes.get() as number}:${held ?? (version.get() as number)}`,
    hold(v) {
      if (held === undefined) queueMicrotask(release);
      held = v;
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
