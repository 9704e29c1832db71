/** The whole database at once: emptied and seeded again (the mock's reset). */
import { clearDatabase, type DbHandle } from '@mbo/db';
import { seedDatabase, type SeedSummary } from '@mbo/seed';

export function createDatabaseRepository({ sqlite }: Pick<DbHandle, 'sqlite'>) {
  return {
    /** Deletes every row and loads the demo data as of `now`. */
    resetToDemo(now: number): SeedSummary {
      clearDatabase(sqlite);
      return seedDatabase(sqlite, { scale: 'demo', now });
    },
  };
}
