/**
 * Row writer for the seed: typed rows (drizzle's insert shapes) through prepared statements. Ids
 * are assigned here (continuing after the highest id present) so rows can point at each other
 * without reading lastInsertRowid back.
 */
import { createRowInserter, schema, type InsertRow, type Sqlite } from '@mbo/db';

/** The tables the seed fills, by their SQL names. */
export const SEED_TABLE_DEFS = {
  stores: schema.stores,
  vouchers: schema.vouchers,
  plans: schema.plans,
  plan_vouchers: schema.planVouchers,
  subscribers: schema.subscribers,
  memberships: schema.memberships,
  payments: schema.payments,
  redemptions: schema.redemptions,
  broadcasts: schema.broadcasts,
  notifications: schema.notifications,
  payouts: schema.payouts,
  invoices: schema.invoices,
};

export type SeedTable = keyof typeof SEED_TABLE_DEFS;

export const SEED_TABLES = Object.keys(SEED_TABLE_DEFS) as readonly SeedTable[];

/** What a seeded row of `table` holds; the writer assigns the id. */
export type SeedRow<T extends SeedTable> = Omit<(typeof SEED_TABLE_DEFS)[T]['$inferInsert'], 'id'>;

export class Writer {
  readonly counts = Object.fromEntries(SEED_TABLES.map((t) => [t, 0])) as Record<SeedTable, number>;
  private readonly lastId: Record<SeedTable, number>;
  private readonly insertRow: InsertRow;

  constructor(sqlite: Sqlite) {
    this.lastId = Object.fromEntries(
      SEED_TABLES.map((t) => [t, sqlite.prepare(`SELECT coalesce(max(id), 0) FROM ${t}`).pluck().get() as number]),
    ) as Record<SeedTable, number>;
    this.insertRow = createRowInserter(sqlite);
  }

  /** Inserts one row and returns its id. */
  insert<T extends SeedTable>(table: T, row: SeedRow<T>): number {
    const id = ++this.lastId[table];
    this.insertRow(SEED_TABLE_DEFS[table], { ...row, id } as never);
    this.counts[table]++;
    return id;
  }

  /** The id the next insert into `table` will get. */
  peekId(table: SeedTable): number {
    return this.lastId[table] + 1;
  }
}
