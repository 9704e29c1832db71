import type { Sqlite } from '@mbo/db';

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
  const changes = sqlite.prepare('SELECT total_changes()').pluck();
  const version = sqlite.prepare('PRAGMA data_version').pluck();
  const entries = new Map<string, unknown>();
  let stamp = '';

  return <T>(key: string, read: () => T): T => {
    const current = `${changes.get() as number}:${version.get() as number}`;
    if (current !== stamp) {
      entries.clear();
      stamp = current;
    }
    if (entries.has(key)) return entries.get(key) as T;
    const value = read();
    if (entries.size >= maxEntries) entries.clear();
    entries.set(key, value);
    return value;
  };
}
