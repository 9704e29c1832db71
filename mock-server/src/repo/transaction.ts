import type { Sqlite } from '@mbo/db';
import type { Transaction } from 'better-sqlite3';

/**
 * Wraps a function so it runs in one SQLite transaction (nested calls become savepoints;
 * `.immediate(...)` takes the write lock at once). Routes use it to make several repository calls
 * atomic without touching SQL.
 */
export type Transactional = <F extends (...args: never[]) => unknown>(fn: F) => Transaction<F>;

export const createTransactional =
  (sqlite: Sqlite): Transactional =>
  (fn) =>
    sqlite.transaction(fn);
