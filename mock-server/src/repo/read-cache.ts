import type { Sqlite } from '@mbo/db';
import { KeptAnswers } from '../kept-answers';

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
const alone = new WeakSet<Sqlite>();

/**
 * Marks a connection as the only one on its file, ever: a sandbox's, which this process alone
 * opens, one connection at a time. Its stamp is then its own writes alone, without the read
 * transaction that asks for other connections' commits: with 20 sandboxes in use each call found
 * its sandbox's data_version a millisecond old and paid that read, 10-20 µs of CPU per list call
 * more than with one (npm run bench).
 */
export function soleConnection(sqlite: Sqlite): void {
  alone.add(sqlite);
}

export function stampOf(sqlite: Sqlite): Stamp {
  const known = stamps.get(sqlite);
  if (known) return known;
  if (alone.has(sqlite)) {
    const own = sqlite.prepare('SELECT total_changes()').pluck();
    const stamp: Stamp = { current: () => String(own.get() as number), hold: () => undefined };
    stamps.set(sqlite, stamp);
    return stamp;
  }
  // Hand-tuned raw statements, on purpose: the stamp is read for every answer a read cache gives,
  // two or three times per list call. Read through drizzle's prepared queries instead, it cost up
  // to 25 µs of CPU per call: the list benchmark's servers and load, both versions alternating in
  // the same rounds, gave the dashboard summary 0.34 of bare Fastify's req/s against 0.49 with
  // these (84 against 61 µs/request), notifications 0.56 against 0.66, subscribers 0.44 against
  // 0.50, plans 0.42 against 0.46, vouchers 0.73 against 0.82.
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
 * A repository's read cache: answers kept until the database changes. List totals (a COUNT over a
 * store with 100k vouchers costs milliseconds on every page view, while the rows themselves cost
 * microseconds) and whole list pages (the busiest reads, answered again and again between writes).
 * Any write on this connection (total_changes()) or a commit by another connection (data_version)
 * drops every entry, so answers are always exact; keys must carry everything the read depends on
 * (store, filters, page, today's date for derived statuses, the reader's language), and a key
 * longer than `maxKeyLength` (a long search) is read afresh each time.
 */
export const readCache = (sqlite: Sqlite, size = 5000, maxKeyLength = 300) =>
  new KeptAnswers({ size, maxKeyLength, until: stampOf(sqlite) });
