/**
 * Search that ignores case in every script, not only ASCII: "ÄPFEL" finds "Äpfel", "STRASSE"
 * finds "Straße". SQLite's LIKE and lower() fold ASCII letters only, so each searchable text is
 * stored a second time, folded, in a column of its own (with an index beside the store id), and
 * a search folds its term the same way before it compares.
 */
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { Sqlite } from './client';
import { plans, subscribers, vouchers } from './schema';

/**
 * Unicode case folding with the engine's own tables: compatibility forms unified (NFKC, so
 * "ﬁ" is "fi" and a decomposed "Ä" is the composed one), then upper case and lower case, which
 * folds "ß" to "ss" and "ς" to "σ" as full case folding does.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

/** Every folded column, by table: the column that holds the folded text, and the text it folds. */
export const FOLDED_COLUMNS: { table: SQLiteTable; folded: string; from: string }[] = [
  { table: vouchers, folded: 'nameFolded', from: 'name' },
  { table: plans, folded: 'nameFolded', from: 'name' },
  { table: subscribers, folded: 'usernameFolded', from: 'username' },
];

/** A row to insert with its folded columns filled from their texts (where the row left them out). */
export function withFolded<R extends Record<string, unknown>>(table: SQLiteTable, row: R): R {
  let out = row;
  for (const f of FOLDED_COLUMNS) {
    if (f.table !== table || out[f.folded] !== undefined || typeof out[f.from] !== 'string') continue;
    out = { ...out, [f.folded]: foldForSearch(out[f.from] as string) };
  }
  return out;
}

/**
 * Fills folded columns left empty: rows written before the columns existed, or by hand-written
 * SQL. Runs when the database is opened (a scan of each table, milliseconds on the large seed).
 */
export function foldMissing(sqlite: Sqlite): void {
  for (const f of FOLDED_COLUMNS) {
    const table = getTableName(f.table);
    const columns = getTableColumns(f.table);
    const [folded, from] = [columns[f.folded]!.name, columns[f.from]!.name];
    const missing = sqlite
      .prepare(`SELECT rowid AS id, "${from}" AS text FROM "${table}" WHERE "${folded}" IS NULL`)
      .all() as { id: number; text: string }[];
    if (missing.length === 0) continue;
    const update = sqlite.prepare(`UPDATE "${table}" SET "${folded}" = ? WHERE rowid = ?`);
    sqlite.transaction(() => {
      for (const row of missing) update.run(foldForSearch(row.text), row.id);
    })();
  }
}
