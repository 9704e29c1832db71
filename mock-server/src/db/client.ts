/** The storage lives in @mbo/db; this module stays until every caller imports it from there. */
export { clearDatabase, isEmpty, openDatabase, type Db, type DbHandle, type Sqlite } from '@mbo/db';
