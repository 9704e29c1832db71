/**
 * `npm run check:ledger -- [--scale demo|large] [--now <ISO date>] [--fans <n>]`: seeds a fresh
 * in-memory database and walks every store through the HTTP API, checking the ledger's identities
 * (test/ledger/identities.ts). Nightly-style: the large scale takes minutes, so `npm test` runs the
 * demo scale only (test/ledger.seed.test.ts). Exits 1 when anything does not add up.
 */
import { parseArgs } from 'node:util';
import { checkSeededLedger } from '../test/ledger/seeded';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    now: { type: 'string' },
    fans: { type: 'string' },
  },
});
const scale = values.scale;
if (scale !== 'demo' && scale !== 'large') {
  console.error(`Unknown scale "${scale}": use demo or large.`);
  process.exit(1);
}
const now = values.now ? Date.parse(values.now) : Date.now();
if (!Number.isFinite(now)) {
  console.error(`--now "${values.now}" is not a date.`);
  process.exit(1);
}
// A store's fan pages are one call each: at the large scale, a sample per store unless asked.
const fans = values.fans ? Number(values.fans) : scale === 'large' ? 200 : undefined;

const started = performance.now();
const report = await checkSeededLedger({
  scale,
  now,
  fans,
  onStore: (name, problems) => console.log(`${problems === 0 ? 'ok  ' : 'FAIL'} ${name}`),
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (report.billing.charged > 0 || report.billing.issued > 0) {
  report.problems.push(
    `the billing run after seeding charged ${report.billing.charged} and issued ${report.billing.issued}`,
  );
}
for (const p of report.problems.slice(0, 50)) console.error(p);
console.log(
  `${report.stores} stores (${scale}), ${report.problems.length} problems${fans ? `, ${fans} fans per store` : ''}, ${seconds} s`,
);
process.exit(report.problems.length === 0 ? 0 : 1);
