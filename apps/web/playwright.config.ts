import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

/** Browser tests: real Chromium against the real mock server on a fresh seeded database. */
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4311);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 5311);
export const API_URL = `http://127.0.0.1:${MOCK_PORT}`;
/**
 * The demo console's spec moves the clock, switches faults for every call and resets the data: it
 * gets a mock server and a web app of its own, so it runs beside the other specs instead of after
 * them. Its app is the same-origin build (VITE_API_URL=/) behind the production server, which passes
 * the API's paths on to its mock (API_PROXY): the one-origin set-up of the compose file.
 */
export const CONSOLE_MOCK_PORT = MOCK_PORT + 2;
export const CONSOLE_WEB_PORT = WEB_PORT + 2;
export const CONSOLE_API_URL = `http://127.0.0.1:${CONSOLE_MOCK_PORT}`;
const CONSOLE_WEB_URL = `http://127.0.0.1:${CONSOLE_WEB_PORT}`;
/**
 * The sandboxes' spec: a mock server with sandboxes on (a shared demo server) and the same
 * one-origin app in front of it, on ports of their own (E2E_MOCK_PORT+4, E2E_WEB_PORT+4).
 */
export const SANDBOX_MOCK_PORT = MOCK_PORT + 4;
export const SANDBOX_WEB_PORT = WEB_PORT + 4;
export const SANDBOX_API_URL = `http://127.0.0.1:${SANDBOX_MOCK_PORT}`;
const SANDBOX_WEB_URL = `http://127.0.0.1:${SANDBOX_WEB_PORT}`;
const sandboxDir = join(tmpdir(), `mbo-e2e-sandboxes-${process.pid}`);
const dbPath = join(tmpdir(), `mbo-e2e-${process.pid}.sqlite`);
const consoleDbPath = join(tmpdir(), `mbo-e2e-console-${process.pid}.sqlite`);
// In CI the app is built once and served as built: every page loads a few bundled chunks instead of
// the dev server's hundreds of modules, which keeps a parallel run on two cores fast. Locally the
// dev server is used, so a spec can be re-run at once after an edit (E2E_BUILD=1 to use the build).
export const useBuild = process.env.E2E_BUILD ? process.env.E2E_BUILD === '1' : Boolean(process.env.CI);
// `npm test` builds the app while the unit tests still run (scripts/test-all.sh) and names the
// folder here, built for this API_URL; otherwise the build happens when the browser tests start.
const prebuilt = process.env.E2E_BUILD_DIR;
const buildDir = prebuilt ?? join(tmpdir(), `mbo-e2e-web-${process.pid}`);
const build = prebuilt ? '' : `npx vite build --outDir ${buildDir} --emptyOutDir --logLevel warn && `;
const consolePrebuilt = process.env.E2E_CONSOLE_BUILD_DIR;
const consoleBuildDir = consolePrebuilt ?? join(tmpdir(), `mbo-e2e-web-one-origin-${process.pid}`);
const consoleBuild = consolePrebuilt
  ? ''
  : `VITE_API_URL=/ npx vite build --outDir ${consoleBuildDir} --emptyOutDir --logLevel warn && `;

/** The mock server's settings for a browser-test run on a fresh database. */
const mockEnv = (port: number, db: string, publicUrl: string, webUrl: string) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_PATH: db,
  PUBLIC_URL: publicUrl,
  WEB_APP_URL: webUrl,
  LOG_LEVEL: 'warn',
  // Every spec calls from 127.0.0.1 and registers stores of its own: the per-address limits
  // of a real service would refuse the run; the per-phone limits stay as they are.
  RATE_LIMIT_SEND_ADDRESS: '1000/1h',
  RATE_LIMIT_CHECK_ADDRESS: '1000/15m',
  RATE_LIMIT_REGISTER_ADDRESS: '1000/1h',
});
const freshMock = (db: string) => `rm -f ${db} ${db}-wal ${db}-shm && npx tsx ../../mock-server/src/server.ts`;

export default defineConfig({
  testDir: 'e2e',
  // Spec files run side by side; tests within a file keep their order. Each spec works on data
  // of its own (or reads what no other spec changes), so workers never step on each other.
  fullyParallel: false,
  // Three workers on two cores: a test spends about a third of its time waiting (on the mock, on
  // timers, on the page settling), and two workers kept 1.3 of the 2 cores busy; a third fills the
  // gaps (the whole run took 326 s with two workers, 282 s with three, on a 2-core machine).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  projects: [
    // Signs each demo store in once; every spec reuses those sessions (e2e/session-cache.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    // The demo console, on servers of its own (CONSOLE_MOCK_PORT, CONSOLE_WEB_PORT). It needs none
    // of the setup's sessions, but Playwright runs projects in steps of their dependencies: with the
    // same dependency as the others, it runs beside them. Listed first, so its tests (in order, on
    // one worker) start first instead of running alone at the end.
    {
      name: 'console',
      dependencies: ['setup'],
      testMatch: /console\.spec\.ts$/,
      use: { baseURL: CONSOLE_WEB_URL },
    },
    // Two demos side by side on a server with sandboxes on; like the console, beside the others.
    {
      name: 'sandboxes',
      dependencies: ['setup'],
      testMatch: /sandboxes\.spec\.ts$/,
      use: { baseURL: SANDBOX_WEB_URL },
    },
    {
      name: 'chromium',
      dependencies: ['setup'],
      testIgnore: [/auth\.setup\.ts$/, /console\.spec\.ts$/, /sandboxes\.spec\.ts$/],
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    // A trace records every action's screenshots and page snapshots: on two cores that doubled the
    // browser tests' CPU. It is kept for the retry of a failed test, which shows the failure again.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: freshMock(dbPath),
      url: `${API_URL}/api/store/categories`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: mockEnv(MOCK_PORT, dbPath, API_URL, `http://127.0.0.1:${WEB_PORT}`),
    },
    {
      // The build is served as production serves it: by the production static server, with its
      // security headers (CSP, permissions policy), which the tests then hold to.
      command: useBuild
        ? `${build}npx tsx server/serve.ts --dir ${buildDir} --port ${WEB_PORT}`
        : `npx vite --port ${WEB_PORT} --strictPort`,
      url: `http://127.0.0.1:${WEB_PORT}/login`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: { VITE_API_URL: API_URL },
    },
    {
      command: freshMock(consoleDbPath),
      url: `${CONSOLE_API_URL}/api/store/categories`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Pictures and links the mock hands out name the app's origin, whose server passes them on.
      env: mockEnv(CONSOLE_MOCK_PORT, consoleDbPath, CONSOLE_WEB_URL, CONSOLE_WEB_URL),
    },
    {
      command: useBuild
        ? `${consoleBuild}npx tsx server/serve.ts --dir ${consoleBuildDir} --port ${CONSOLE_WEB_PORT}`
        : `npx vite --port ${CONSOLE_WEB_PORT} --strictPort`,
      url: `${CONSOLE_WEB_URL}/login`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: { VITE_API_URL: '/', API_PROXY: CONSOLE_API_URL },
    },
    {
      // Each demo's database is a sandbox's, in sandboxes/ beside DATABASE_PATH.
      command: `rm -rf ${sandboxDir} && npx tsx ../../mock-server/src/server.ts`,
      url: `${SANDBOX_API_URL}/__mock/sandboxes`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...mockEnv(SANDBOX_MOCK_PORT, join(sandboxDir, 'mock.sqlite'), SANDBOX_WEB_URL, SANDBOX_WEB_URL),
        SANDBOXES: 'on',
      },
    },
    {
      // The console's one-origin build (made by the server above when not prebuilt), passing the
      // API's paths to the sandboxes' mock.
      command: useBuild
        ? `npx tsx server/serve.ts --dir ${consoleBuildDir} --port ${SANDBOX_WEB_PORT}`
        : `npx vite --port ${SANDBOX_WEB_PORT} --strictPort`,
      url: `${SANDBOX_WEB_URL}/login`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: { VITE_API_URL: '/', API_PROXY: SANDBOX_API_URL },
    },
  ],
});
