/** Opening, emptying and inspecting the SQLite file that the mock API and the seed write. */
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureReferenceData } from './reference';
import { foldMissing } from './search';
import * as schema from './schema';

export type Sqlite = Database.Database;
export type Db = BetterSQLite3Database<typeof schema>;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A migrated database: drizzle over it, and the raw handle for hand-tuned hot queries. */
export interface DbHandle {
  sqlite: Sqlite;
  db: Db;
  close(): void;
}

/** Opens (and migrates) a SQLite file, or an in-memory database for ':memory:'. */
export function openDatabase(path: string): DbHandle {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  ensureReferenceData(sqlite);
  foldMissing(sqlite);
  return { sqlite, db, close: () => sqlite.close() };
}

/** True when the database holds no store yet. */
export function isEmpty(sqlite: Sqlite): boolean {
  return sqlite.prepare('SELECT count(*) FROM stores').pluck().get() === 0;
}

/** Deletes every row, keeping the schema and the reference rows. */
export function clearDatabase(sqlite: Sqlite): void {
  const tables = sqlite
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
    )
    .pluck()
    .all() as string[];
  sqlite.pragma('foreign_keys = OFF');
  sqlite.transaction(() => {
    for (const name of tables) sqlite.prepare(`DELETE FROM "${name}"`).run();
    ensureReferenceData(sqlite);
  })();
  sqlite.pragma('foreign_keys = ON');
}
