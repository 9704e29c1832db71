/** Runs the mock API from environment settings; see the README for the variables. */
import { buildApp } from './app';
import { shiftableClock } from './clock';
import { openDatabase } from '@mbo/db';
import { runBilling } from './domain/billing';
import { deliverDueBroadcasts } from './domain/scheduler';
import { bindWarning, EnvError, parseEnv, type ServerEnv } from './env';

let env: ServerEnv;
try {
  env = parseEnv();
} catch (err) {
  if (!(err instanceof EnvError)) throw err;
  console.error(`${err.message}\nSee the README's "Mock API settings" for every variable and its default.`);
  process.exit(1);
}
const { port, host, databasePath, publicUrl } = env;

const handle = openDatabase(databasePath);
// MOCK_NOW starts the clock at a fixed instant (the seed of an empty database too); it runs on from there.
const startClock = shiftableClock();
if (env.startAt !== undefined) startClock.offsetMs = env.startAt - Date.now();
const app = await buildApp({
  db: handle,
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
// Seeding and delivery work through the app's own repositories and clock.
const { repos, clock } = app.deps;
if (repos.database.isEmpty()) {
  const summary = repos.database.seed('demo', clock.now(), env.issuer);
  console.log(`Seeded the demo data into ${databasePath} in ${summary.elapsedMs} ms`);
}

// Every 30 s: broadcasts whose time has come are delivered (also whenever the list is read), due
// renewals are charged and closed months invoiced (also whenever the demo clock moves).
const tick = () => {
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
    handle.close();
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const warning = bindWarning(env);
if (warning) app.log.warn(warning);
await app.listen({ port, host });
app.log.info(`Mock API on ${publicUrl} (docs ${publicUrl}/docs, outbox ${publicUrl}/__mock/outbox.html)`);
