/** Runs the mock API from environment settings; see the README for the variables. */
import { join, dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { shiftableClock } from './clock';
import { openDatabase, type DbHandle } from '@mbo/db';
import type { Deps } from './deps';
import { runBilling } from './domain/billing';
import { deliverDueBroadcasts } from './domain/scheduler';
import { bindWarning, EnvError, parseEnv, type ServerEnv } from './env';
import { DEFAULT_SANDBOX_IDLE_HOURS, DEFAULT_SANDBOX_MAX } from './deps';

let env: ServerEnv;
try {
  env = parseEnv();
} catch (err) {
  if (!(err instanceof EnvError)) throw err;
  console.error(`${err.message}\nSee the README's "Mock API settings" for every variable and its default.`);
  process.exit(1);
}
// `npm start -- --sandboxes` is SANDBOXES=on.
const { values: flags } = parseArgs({ options: { sandboxes: { type: 'boolean', default: false } } });
const sandboxSettings =
  env.sandboxes ??
  (flags.sandboxes ? { max: DEFAULT_SANDBOX_MAX, idleMs: DEFAULT_SANDBOX_IDLE_HOURS * 60 * 60 * 1000 } : undefined);
const { port, host, databasePath, publicUrl } = env;

// With sandboxes, each demo's database lives in sandboxes/ beside the database file, which is not opened.
const handle: DbHandle | undefined = sandboxSettings ? undefined : openDatabase(databasePath);
const sandboxDir = join(dirname(databasePath === ':memory:' ? join(process.cwd(), 'x') : databasePath), 'sandboxes');
// MOCK_NOW starts the clock at a fixed instant (the seed of an empty database too); it runs on from there.
const startClock = shiftableClock();
if (env.startAt !== undefined) startClock.offsetMs = env.startAt - Date.now();
const app = await buildApp({
  ...(handle ? { db: handle } : { sandboxes: { ...sandboxSettings, dir: sandboxDir } }),
  clock: startClock,
  corsOrigin: env.corsOrigin,
  validateResponses: env.validateResponses,
  logger: { level: env.logLevel },
  config: {
    publicUrl,
    webAppUrl: env.webAppUrl,
    fixedOtp: env.fixedOtp,
    devRoutes: env.devRoutes,
    allowedHosts: env.allowedHosts,
    mediaQuotaBytes: env.mediaQuotaBytes,
    rateLimits: env.rateLimits,
    issuer: env.issuer,
    latencyMs: env.latencyMs,
    latencyJitterMs: env.latencyJitterMs,
    timeouts: env.timeouts,
  },
});
// The demo template is seeded on start, so the first sandbox is copied at once.
app.sandboxes?.prepare('demo');
// Seeding and delivery work through the app's own repositories and clock.
if (app.deps?.repos.database.isEmpty()) {
  const summary = app.deps.repos.database.seed('demo', app.deps.clock.now(), env.issuer);
  console.log(`Seeded the demo data into ${databasePath} in ${summary.elapsedMs} ms`);
}

// Every 30 s: broadcasts whose time has come are delivered (also whenever the list is read), due
// renewals are charged and closed months invoiced (also whenever the demo clock moves); with
// sandboxes, in each one whose database is open.
const tickOne = ({ repos, clock }: Deps) => {
  try {
    deliverDueBroadcasts(repos, clock.now());
  } catch (err) {
    app.log.error({ err }, 'broadcast delivery failed');
  }
  try {
    runBilling(repos, clock.now(), env.issuer);
  } catch (err) {
    app.log.error({ err }, 'billing run failed');
  }
};
const tick = () => (app.deps ? tickOne(app.deps) : app.sandboxes?.forEachOpen(tickOne));
tick();
const delivery = setInterval(tick, 30_000);
delivery.unref();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  clearInterval(delivery);
  try {
    await app.close();
  } finally {
    handle?.close();
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const warning = bindWarning(env);
if (warning) app.log.warn(warning);
await app.listen({ port, host });
app.log.info(`Mock API on ${publicUrl} (docs ${publicUrl}/docs, outbox ${publicUrl}/__mock/outbox.html)`);
if (app.sandboxes) {
  app.log.info(
    `Sandboxes on (at most ${app.sandboxes.max}, kept in ${sandboxDir}): make one in the demo console, ${publicUrl}/__mock`,
  );
}
