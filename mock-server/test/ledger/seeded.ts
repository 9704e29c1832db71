/**
 * Walks every seeded store through the HTTP API and checks the ledger's identities for each: the
 * seed's histories must be ones the server itself could have written. Shared by the demo-scale test
 * and `npm run check:ledger` (any scale).
 */
import { openDatabase } from '@mbo/db';
import { DEFAULT_ISSUER, seedDatabase, type SeedScale } from '@mbo/seed';
import { buildApp } from '../../src/app';
import { fixedClock } from '../../src/clock';
import { runBilling, type BillingResult } from '../../src/domain/billing';
import { createRepositories } from '../../src/repo/index';
import { signIn } from '../fixtures';
import { checkStoreLedger } from './identities';

export interface SeededLedgerReport {
  stores: number;
  /** What a billing run right after seeding did: nothing, when the seed is consistent. */
  billing: BillingResult;
  problems: string[];
}

export async function checkSeededLedger(options: {
  scale: SeedScale;
  now: number;
  /** Fans per store whose pages are compared (all by default). */
  fans?: number;
  onStore?: (name: string, problems: number) => void;
}): Promise<SeededLedgerReport> {
  const handle = openDatabase(':memory:');
  const clock = fixedClock(options.now);
  seedDatabase(handle.sqlite, { scale: options.scale, now: options.now });
  const app = await buildApp({ db: handle, clock });
  try {
    await app.ready();
    const billing = runBilling(createRepositories(handle), options.now, DEFAULT_ISSUER);
    const stores = handle.sqlite.prepare('SELECT id, name FROM stores ORDER BY id').all() as {
      id: number;
      name: string;
    }[];
    const problems: string[] = [];
    for (const store of stores) {
      const token = signIn(handle.sqlite, store.id, options.now);
      const found = await checkStoreLedger(app, token, { now: options.now, fans: options.fans });
      options.onStore?.(store.name, found.length);
      problems.push(...found.map((p) => `${store.name}: ${p}`));
    }
    return { stores: stores.length, billing, problems };
  } finally {
    await app.close();
    handle.close();
  }
}
