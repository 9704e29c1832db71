/**
 * Seeds the mock database: `npm run seed -- [--scale demo|large] [--reset] [--db <path>] [--now <ISO date>]`.
 * Without --reset it refuses to touch a database that already holds stores.
 */
import { BACKGROUND_STORES, BULK_STORE, DEMO_STORES, type SeedScale } from '@mbo/seed';
import { parseArgs } from 'node:util';
import { openDatabase } from '@mbo/db';
import { DatabasePath, DEFAULT_DATABASE_PATH, issuerOf } from './env';
import { createDatabaseRepository } from './repo/database';

const USAGE = 'Usage: npm run seed -- [--scale demo|large] [--reset] [--db <path>] [--now <ISO date>]';

function main(): number {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        scale: { type: 'string', default: 'demo' },
        reset: { type: 'boolean', default: false },
        db: { type: 'string' },
        now: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const scale = values.scale as SeedScale;
  if (scale !== 'demo' && scale !== 'large') {
    console.error(`Unknown scale "${values.scale}": use demo or large.\n${USAGE}`);
    return 1;
  }
  const now = values.now ? Date.parse(values.now) : Date.now();
  if (!Number.isFinite(now)) {
    console.error(`--now "${values.now}" is not a date (try 2026-11-22T10:00:00Z).`);
    return 1;
  }
  // The same file as the server's (src/env.ts).
  const given = values.db ?? (process.env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH);
  const checked = DatabasePath.safeParse(given);
  if (!checked.success) {
    console.error(`Database path "${given}" ${checked.error.issues[0]!.message}.\n${USAGE}`);
    return 1;
  }
  const path = checked.data;

  const handle = openDatabase(path);
  const database = createDatabaseRepository(handle);
  try {
    if (!database.isEmpty() && !values.reset) {
      console.error(
        `${path} already holds data; nothing was changed. Run again with --reset to replace it with fresh seed data.`,
      );
      return 1;
    }
    const summary = database.reset(scale, now, issuerOf());
    console.log(`Seeded ${path} (scale ${scale}, now ${new Date(now).toISOString()}) in ${summary.elapsedMs} ms:`);
    for (const [table, n] of Object.entries(summary.counts))
      console.log(`  ${table.padEnd(14)} ${n.toLocaleString('en')}`);
    console.log('\nDemo logins (the one-time code arrives in the mock outbox):');
    for (const s of DEMO_STORES) console.log(`  ${s.name.padEnd(26)} ${s.phone}  (${s.key})`);
    console.log('Other stores:');
    for (const s of BACKGROUND_STORES) console.log(`  ${s.name.padEnd(26)} ${s.phone}`);
    if (scale === 'large') console.log(`  ${BULK_STORE.name.padEnd(26)} ${BULK_STORE.phone}  (bulk)`);
    return 0;
  } finally {
    handle.close();
  }
}

process.exitCode = main();
