/**
 * Typed inserts over raw prepared statements, for bulk writers (the seed) and test fixtures. The
 * table definition names the columns and converts values (JSON text, booleans) exactly as drizzle
 * would; each table and set of given columns gets one statement, made on first use. Columns left
 * out take their SQL default; folded search columns are filled from their texts (search.ts).
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Sqlite } from './client';
import { withFolded } from './search';

type Prepared = { run(...values: unknown[]): { lastInsertRowid: number | bigint } };

interface Plan {
  statement: Prepared;
  columns: SQLiteColumn[];
}

/** Inserts one row and returns its id (the rowid). */
export type InsertRow = <T extends SQLiteTable>(table: T, row: T['$inferInsert']) => number;

export function createRowInserter(sqlite: Sqlite): InsertRow {
  const plans = new Map<SQLiteTable, Map<string, Plan>>();

  const planFor = (table: SQLiteTable, keys: string[]): Plan => {
    let byKeys = plans.get(table);
    if (!byKeys) plans.set(table, (byKeys = new Map()));
    const signature = keys.join(',');
    let plan = byKeys.get(signature);
    if (!plan) {
      const all = getTableColumns(table) as Record<string, SQLiteColumn>;
      const columns = keys.map((k) => {
        const column = all[k];
        if (!column) throw new Error(`${getTableName(table)} has no column ${k}`);
        return column;
      });
      const names = columns.map((c) => `"${c.name}"`).join(', ');
      const marks = columns.map(() => '?').join(', ');
      const statement = sqlite.prepare(`INSERT INTO "${getTableName(table)}" (${names}) VALUES (${marks})`);
      plan = { statement, columns };
      byKeys.set(signature, plan);
    }
    return plan;
  };

  return (table, row) => {
    const record = withFolded(table, row as Record<string, unknown>);
    const keys = Object.keys(record).filter((k) => record[k] !== undefined);
    const { statement, columns } = planFor(table, keys);
    const values = keys.map((k, i) => {
      const value = record[k];
      return value === null ? null : columns[i]!.mapToDriverValue(value);
    });
    return Number(statement.run(...values).lastInsertRowid);
  };
}

const inserters = new WeakMap<Sqlite, InsertRow>();

/** `createRowInserter` for a connection, made once per connection. */
export function insertRow<T extends SQLiteTable>(sqlite: Sqlite, table: T, row: T['$inferInsert']): number {
  let insert = inserters.get(sqlite);
  if (!insert) inserters.set(sqlite, (insert = createRowInserter(sqlite)));
  return insert(table, row);
}
