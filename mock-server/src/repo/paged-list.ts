import type { DbHandle } from '@mbo/db';
import { count, sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Page, Paged } from '../paginate';

type Params = Record<string, unknown>;

/**
 * A list read from one table: the prepared count of the rows `where` picks and the prepared page
 * of them in `orderBy` order, so a list's total and its page always filter alike.
 */
export function pagedList<T extends SQLiteTable>(
  { db }: Pick<DbHandle, 'db'>,
  table: T,
  where: SQL | undefined,
  orderBy: SQL[],
) {
  const counted = db.select({ n: count() }).from(table).where(where).prepare();
  const paged = db
    .select()
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare();
  return {
    count: (params: Params): number => counted.get(params)!.n,
    page: <R>(params: Params, page: Page, toRow: (row: T['$inferSelect']) => R): Paged<R> => ({
      total: counted.get(params)!.n,
      rows: (paged.all({ ...params, ...page }) as T['$inferSelect'][]).map(toRow),
    }),
  };
}
