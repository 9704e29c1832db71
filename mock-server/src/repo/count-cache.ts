import type { Sqlite } from '@mbo/db';

/**
 * Remembers list totals until the database changes. A COUNT over a store with 100k vouchers costs
 * milliseconds on every page view, while the rows themselves cost microseconds. Any write on this
 * connection (total_changes()) or a commit by another connection (data_version) drops every
 * entry, so totals are always exact; keys must carry everything the count depends on (store,
 * filters, today's date for derived statuses).
 */
export function createCountCache(sqlite: Sqlite, maxEntries = 5000) {
  const changes = sqlite.prepare('SELECT total_changes()').pluck();
  const version = sqlite.prepare('PRAGMA data_version').pluck();
  const entries = new Map<string, number>();
  let stamp = '';

  return (key: string, count: () => number): number => {
    const current = `${changes.get() as number}:${version.get() as number}`;
    if (current !== stamp) {
      entries.clear();
      stamp = current;
    }
    let n = entries.get(key);
    if (n === undefined) {
      n = count();
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, n);
    }
    return n;
  };
}
