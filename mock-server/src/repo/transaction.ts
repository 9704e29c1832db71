import type { Sqlite } from '@mbo/db';

/**
 * Wraps a function so it runs in one SQLite transaction (nested calls become savepoints). Routes
 * use it to make several repository calls atomic without touching SQL.
 */
export type Transactional = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A) => R;

export const createTransactional =
  (sqlite: Sqlite): Transactional =>
  (fn) =>
    sqlite.transaction(fn);
