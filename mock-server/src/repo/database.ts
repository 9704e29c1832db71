/** The whole database at once: whether it holds data, seeding it, and emptying it for a fresh seed. */
import type { InvoiceParty } from '@mbo/contracts';
import { clearDatabase, isEmpty, openDatabase, type DbHandle } from '@mbo/db';
import { seedDatabase, type SeedScale, type SeedSummary } from '@mbo/seed';

/** The seed's invoices are issued by the configured issuer, like the server's own. */
export function createDatabaseRepository({ sqlite }: Pick<DbHandle, 'sqlite'>) {
  return {
    /** True when no store has been written yet. */
    isEmpty: () => isEmpty(sqlite),

    /** Adds the seed data of the scale as of `now`. */
    seed: (scale: SeedScale, now: number, issuer?: InvoiceParty): SeedSummary =>
      seedDatabase(sqlite, { scale, now, issuer }),

    /** Deletes every row (reference rows stay) and seeds the scale as of `now`. */
    reset(scale: SeedScale, now: number, issuer?: InvoiceParty): SeedSummary {
      clearDatabase(sqlite);
      return seedDatabase(sqlite, { scale, now, issuer });
    },

    /** The mock's reset: the demo data as of `now`. */
    resetToDemo(now: number, issuer?: InvoiceParty): SeedSummary {
      return this.reset('demo', now, issuer);
    },
  };
}

/**
 * Writes a new SQLite file at `path` holding the seed of the scale as of `now`, complete in that one
 * file (closing the only connection folds the write-ahead log into it), so it can be copied as it is.
 */
export function writeSeededFile(path: string, scale: SeedScale, now: number, issuer?: InvoiceParty): SeedSummary {
  const handle = openDatabase(path);
  try {
    return seedDatabase(handle.sqlite, { scale, now, issuer });
  } finally {
    handle.close();
  }
}
