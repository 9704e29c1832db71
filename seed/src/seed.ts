/**
 * seedDatabase: fills an empty, migrated database (reference rows present) with the demo
 * stores, and at the large scale with many more, in one transaction. Deterministic: the same
 * `now` and scale give the same rows.
 */
import type { InvoiceParty } from '@mbo/contracts';
import type { Sqlite } from '@mbo/db';
import { writeStore } from './generate';
import { largeSpecs } from './large';
import { demoSpecs } from './personas';
import { buildPools } from './pools';
import { Writer, type SeedTable } from './writer';

export type SeedScale = 'demo' | 'large';

export interface SeedOptions {
  /** demo (default): the personas and a few neighbours; large: demo plus 100k+ subscribers. */
  scale?: SeedScale;
  /** The reference "today" in ms since epoch; every seeded instant is derived from it. */
  now: number;
  /** Who the seeded invoices are issued by (the server's configured issuer); DEFAULT_ISSUER when absent. */
  issuer?: InvoiceParty;
}

/** The platform as invoice issuer when nothing else is configured. */
export const DEFAULT_ISSUER: InvoiceParty = {
  name: 'Fanclub Marketplace GmbH',
  address: 'Chausseestraße 86, 10115 Berlin, Germany',
};

export interface SeedSummary {
  scale: SeedScale;
  now: number;
  /** Rows inserted per table. */
  counts: Record<SeedTable, number>;
  elapsedMs: number;
}

export function seedDatabase(sqlite: Sqlite, options: SeedOptions): SeedSummary {
  const started = performance.now();
  const scale = options.scale ?? 'demo';
  const now = Math.floor(options.now);
  if (!Number.isFinite(now)) throw new Error('seedDatabase: `now` must be a finite number of ms');
  const pools = buildPools();
  const issuer = options.issuer ?? DEFAULT_ISSUER;
  let writer: Writer | undefined;
  sqlite.transaction(() => {
    const w = new Writer(sqlite);
    writer = w;
    for (const { spec, rng } of demoSpecs(now, pools)) writeStore(w, spec, rng, pools, now, issuer);
    if (scale === 'large') {
      for (const { spec, rng } of largeSpecs(now, pools)) writeStore(w, spec, rng, pools, now, issuer);
    }
  })();
  return {
    scale,
    now,
    counts: { ...(writer as Writer).counts },
    elapsedMs: Math.round(performance.now() - started),
  };
}
