import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * `value IN` a list of ids bound as one JSON array (`idList`): one prepared statement serves a
 * page of any size, where building the query per call cost more than running it.
 */
export const inIdList = (value: SQLWrapper, ids: SQLWrapper = sql.placeholder('ids')) =>
  sql`${value} IN (SELECT value FROM json_each(${ids}))`;

/** The ids as `inIdList` binds them. */
export const idList = (ids: readonly number[]) => JSON.stringify(ids);
