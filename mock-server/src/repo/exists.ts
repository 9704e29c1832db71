import type { DbHandle } from '@mbo/db';
import { eq, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * Whether any row of `table` holds a value in `column`: a prepared probe that stops at the first
 * hit, for the checks that refuse a write (a taken slug, a voucher already redeemed).
 */
export function rowExists(db: DbHandle['db'], table: SQLiteTable, column: SQLiteColumn) {
  const probe = db
    .select({ hit: column })
    .from(table)
    .where(eq(column, sql.placeholder('value')))
    .limit(1)
    .prepare();
  return (value: string | number): boolean => probe.get({ value }) !== undefined;
}
