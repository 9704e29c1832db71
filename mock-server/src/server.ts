/** Runs the mock API from environment settings; see the README for the variables. */
import { seedDatabase } from '@mbo/seed';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { shiftableClock } from './clock';
import { isEmpty, openDatabase } from './db/client';
import { deliverDueBroadcasts } from './domain/scheduler';

const env = process.env;
const port = Number(env.PORT ?? 4010);
const host = env.HOST ?? '127.0.0.1';
const databasePath = env.DATABASE_PATH ?? fileURLToPath(new URL('../.data/mock.sqlite', import.meta.url));
const devRoutes = (env.MOCK_DEV_ROUTES ?? 'true') !== 'false';
const fixedOtp = env.MOCK_OTP && /^\d{6}$/.test(env.MOCK_OTP) ? env.MOCK_OTP : undefined;
if (env.MOCK_OTP && !fixedOtp) throw new Error('MOCK_OTP must be exactly 6 digits');
const publicUrl = env.PUBLIC_URL ?? `http://${host}:${port}`;
const webAppUrl = env.WEB_APP_URL ?? 'http://127.0.0.1:5173';
const validateResponses = env.MOCK_VALIDATE_RESPONSES === 'true';
const corsOrigin = env.CORS_ORIGIN
  ? env.CORS_ORIGIN.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  : undefined;

const handle = openDatabase(databasePath);
const clock = shiftableClock();
if (isEmpty(handle.sqlite)) {
  const summary = seedDatabase(handle.sqlite, { scale: 'demo', now: clock.now() });
  console.log(`Seeded the demo data into ${databasePath} in ${summary.elapsedMs} ms`);
}

const app = await buildApp({
  db: handle,
  clock,
  corsOrigin,
  validateResponses,
  logger: { level: env.LOG_LEVEL ?? 'info' },
  config: { publicUrl, webAppUrl, fixedOtp, devRoutes },
});

// Broadcasts whose time has come are delivered every 30 s (and whenever the list is read).
const delivery = setInterval(() => {
  try {
    deliverDueBroadcasts(handle.sqlite, clock.now());
  } catch (err) {
    app.log.error({ err }, 'broadcast delivery failed');
  }
}, 30_000);
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

await app.listen({ port, host });
app.log.info(`Mock API on ${publicUrl} (docs ${publicUrl}/docs, outbox ${publicUrl}/__mock/outbox.html)`);
