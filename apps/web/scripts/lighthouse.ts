/**
 * Lighthouse (mobile, cold cache) over every route of the spec, on the production build served as
 * in production: built for one origin (VITE_API_URL=/) and served by the production static server
 * (server/static-server.ts), which passes the API's paths on to the mock API on a fresh database,
 * as the compose file runs it. (A build that calls the API on another origin pays a CORS preflight
 * before each call's round trip.) Signed-in
 * routes get the rich demo store's session injected into localStorage before each run (with the
 * German interface, the default, and the onboarding marked as seen).
 *
 *   npm run lighthouse -w @mbo/web                    # every route, once
 *   LIGHTHOUSE_RUNS=3 npm run lighthouse -w @mbo/web  # the median of three runs per route
 *   LIGHTHOUSE_ROUTES=/login,/vouchers npm run lighthouse -w @mbo/web
 *   LIGHTHOUSE_BUILD_DIR=<dir> npm run lighthouse -w @mbo/web  # a build made with VITE_API_URL=/
 *   LIGHTHOUSE_TRACES=1 npm run lighthouse -w @mbo/web    # also each run's trace, for DevTools
 *   LIGHTHOUSE_TRACES=js npm run lighthouse -w @mbo/web   # the traces with JavaScript samples
 *
 * Each run is Lighthouse's standard mobile preset as it ships: simulated slow 4G and a CPU
 * slowdown of 4×. Prints one line per route (performance, accessibility, best practices, SEO, LCP,
 * CLS, TBT) and writes each run's JSON report to LIGHTHOUSE_OUT (default
 * apps/web/lighthouse-reports/). Targets per route: performance ≥ 95, CLS < 0.1, accessibility
 * 100, best practices 100; SEO ≥ 95 on /login (private routes carry noindex-worthy content only).
 * It exits with 1 when a route misses a target (2 when something could not run).
 *
 *   LIGHTHOUSE_CALIBRATED=1 npm run lighthouse -w @mbo/web
 *
 * also prints, beside each route, the performance score of a run whose CPU slowdown is calibrated
 * to this host, as Lighthouse's throttling guide describes: the preset's 4× assumes a fast desktop
 * (benchmark index about 1,500), so on a slower host it emulates a slower phone than intended. The
 * calibrated run takes the multiplier of Lighthouse's CPU throttling calculator for the host's
 * benchmark index (the median of the last five runs'). It is printed, never gated on.
 */
import { chromium } from '@playwright/test';
import { Launcher, launch as launchChrome, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { selfSignedCertificate } from '../server/self-signed';
import { buildStaticServer } from '../server/static-server';
import { CHROMIUM_PATH, IDLE_WORK_FEATURES, MACHINE_ARGS } from './chromium';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse's mobile network preset, which a calibrated run keeps (constants.throttling.mobileSlow4G). */
const MOBILE_SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
};
const CALIBRATED = process.env.LIGHTHOUSE_CALIBRATED === '1';

/**
 * The CPU slowdown that emulates Lighthouse's reference phone on a host of this benchmark index:
 * the formula of Lighthouse's CPU throttling calculator (1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 → 1×).
 */
function cpuMultiplierFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex)) return 4;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}
const MOCK_PORT = Number(process.env.LIGHTHOUSE_MOCK_PORT ?? 4321);
const WEB_PORT = Number(process.env.LIGHTHOUSE_WEB_PORT ?? 5321);
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9321);
const API = `http://127.0.0.1:${MOCK_PORT}`;
/**
 * The build is served over HTTPS with HTTP/2, as a production host serves it (a certificate made
 * for the run, which only this run's Chromium trusts). Lighthouse's simulated network models the
 * protocol it saw: over HTTP/1.1 it queues the app's chunks six at a time, a round trip each, which
 * no production host makes a phone do. LIGHTHOUSE_HTTP1=1 measures plain HTTP/1.1 instead.
 */
const HTTP1 = process.env.LIGHTHOUSE_HTTP1 === '1';
const WEB = `${HTTP1 ? 'http' : 'https'}://127.0.0.1:${WEB_PORT}`;
const OTP = '246810';
const RICH_PHONE = '+49.15112345678';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(webRoot, '..', '..');
const outDir = process.env.LIGHTHOUSE_OUT ?? join(webRoot, 'lighthouse-reports');

interface Ids {
  voucher: number;
  plan: number;
  subscriber: number;
  subscriberVoucher: number;
  invoice: number;
}

/** Every route of the spec; signed-in ones need the session. Ids come from the demo data. */
const routes = (ids: Ids): { path: string; signedIn: boolean }[] => [
  ...['/login', '/register', `/account-verification?phone=${encodeURIComponent(RICH_PHONE)}`, '/registration-success']
    .concat(['/terms-and-conditions?from=/login', '/privacy-policy?from=/login', '/help-center', '/sandbox'])
    .map((path) => ({ path, signedIn: false })),
  ...[
    '/',
    '/vouchers',
    '/vouchers/create',
    `/vouchers/${ids.voucher}`,
    `/vouchers/${ids.voucher}/edit`,
    '/subscription-plans',
    '/subscription-plans/plans',
    '/subscription-plans/plans/create',
    `/subscription-plans/plans/${ids.plan}`,
    `/subscription-plans/plans/${ids.plan}/edit`,
    `/subscription-plans/plans/${ids.plan}/vouchers`,
    `/subscription-plans/consumers/${ids.subscriber}`,
    `/subscription-plans/consumers/${ids.subscriber}/vouchers`,
    `/subscription-plans/consumers/${ids.subscriber}/vouchers/${ids.subscriberVoucher}`,
    '/broadcasts',
    '/broadcasts/request',
    '/notifications',
    '/settings',
    '/settings/account-information',
    '/settings/account-information/edit',
    '/settings/account-information/phone/edit',
    '/settings/store-qr',
    '/settings/my-sales',
    '/settings/my-sales/reports',
    `/settings/my-sales/${ids.invoice}`,
    '/settings/language',
  ].map((path) => ({ path, signedIn: true })),
];

function startMock(dbPath: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'mock-server/src/server.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(MOCK_PORT),
      HOST: '127.0.0.1',
      DATABASE_PATH: dbPath,
      // Pictures and links the mock hands out name the app's origin, whose server passes them on.
      PUBLIC_URL: WEB,
      WEB_APP_URL: WEB,
      MOCK_OTP: OTP,
      LOG_LEVEL: 'warn',
    },
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the mock API exited with ${code}`)));
    const started = Date.now();
    const poll = (): void => {
      fetch(`${API}/api/store/categories`).then(
        () => resolve(child),
        () => {
          if (Date.now() - started > 120_000) reject(new Error('the mock API did not start'));
          else setTimeout(poll, 500);
        },
      );
    };
    poll();
  });
}

async function call<T>(path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : null,
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function signIn() {
  await call('/auth/request-otp', { body: { phone: RICH_PHONE, domain: 'store', lang: 'de' } });
  const { data } = await call<{ data: { access_token: string; expired_at: number } }>('/auth/get-token', {
    body: { phone: RICH_PHONE, code: OTP, domain: 'store', return: 'token', lang: 'de' },
  });
  return data;
}

async function demoIds(token: string): Promise<Ids> {
  const first = async (path: string) => {
    const { data } = await call<{ data: { id: number }[] }>(path, { token });
    if (!data[0]) throw new Error(`${path} has no rows in the demo data`);
    return data[0].id;
  };
  const subscriber = await first('/api/store/subscriptions/my/subscriber?page=1&size=1');
  return {
    voucher: await first('/api/store/vouchers?page=1&size=1'),
    plan: await first('/api/store/subscriptions?page=1&size=1'),
    subscriber,
    subscriberVoucher: await first(`/api/store/subscriber/${subscriber}/voucher`).catch(() => 0),
    invoice: await first('/api/store/invoices?page=1&size=1'),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** The host's benchmark index in this run. */
  benchmarkIndex: number;
  /** With LIGHTHOUSE_CALIBRATED=1: the calibrated run's CPU slowdown and performance score. */
  calibratedCpu: number;
  calibratedPerformance: number;
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'mbo-lighthouse-'));
  // A one-origin build made already (CI's, for the browser tests), or one made here.
  const prebuilt = process.env.LIGHTHOUSE_BUILD_DIR;
  const dist = prebuilt ?? join(work, 'dist');
  const children: ChildProcess[] = [];
  let web: Awaited<ReturnType<typeof buildStaticServer>> | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    if (!prebuilt) {
      process.env.VITE_API_URL = '/';
      await build({ root: webRoot, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
    }
    children.push(await startMock(join(work, 'mock.sqlite')));
    const tls = HTTP1 ? undefined : await selfSignedCertificate();
    web = await buildStaticServer({ root: dist, apiProxy: API, ...(tls && { tls }) });
    await web.listen({ port: WEB_PORT, host: '127.0.0.1' });

    const token = await signIn();
    const ids = await demoIds(token.access_token);
    const wanted = process.env.LIGHTHOUSE_ROUTES?.split(',');
    const list = routes(ids).filter((r) => !wanted || wanted.some((w) => r.path.split('?')[0] === w));

    // Chromium started as Lighthouse's own command line starts it (chrome-launcher, with its
    // default flags), so the page runs with the features a shipped browser has: Playwright's launch
    // switches some off (paint holding among them), and a browser Playwright drives runs its
    // scripts in every page, Lighthouse's included. On top come the flags this machine needs and
    // the features that make a headless window do work for no page (scripts/chromium.ts: its
    // address bar's popup rendered as a page, a spare renderer), which on two cores take CPU from
    // the page measured. The run's certificate, made for it and served on loopback only, is
    // accepted (Chromium ignores a list of accepted keys when chrome-launcher starts it).
    const flags = Launcher.defaultFlags().map((flag) =>
      flag.startsWith('--disable-features=') ? `${flag},${IDLE_WORK_FEATURES.join(',')}` : flag,
    );
    const profile = join(work, 'profile');
    mkdirSync(profile);
    chrome = await launchChrome({
      chromePath: CHROMIUM_PATH,
      port: DEBUG_PORT,
      userDataDir: profile,
      ignoreDefaultFlags: true,
      chromeFlags: ['--headless', ...flags, ...MACHINE_ARGS, ...(tls ? ['--ignore-certificate-errors'] : [])],
    });
    mkdirSync(outDir, { recursive: true });

    /** A run of the standard mobile preset, or with `cpuSlowdownMultiplier` a calibrated one. */
    const audit = (url: string, categories: string[], cpuSlowdownMultiplier?: number) =>
      lighthouse(url, {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        // The session above must survive; the cache was emptied by hand.
        disableStorageReset: true,
        ...(cpuSlowdownMultiplier !== undefined && { throttling: { ...MOBILE_SLOW_4G, cpuSlowdownMultiplier } }),
        // With LIGHTHOUSE_TRACES=js the trace also holds the JavaScript's samples, so a long task
        // shows which functions ran in it (the sampling costs a little time of its own).
        ...(process.env.LIGHTHOUSE_TRACES === 'js' && {
          additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
        }),
      });
    /**
     * A cold start: no cache; the storage holds only what a returning merchant's phone holds.
     * Playwright attaches for this alone and leaves before Lighthouse's run: it writes the storage
     * of the default profile, the one Lighthouse opens its tab in.
     */
    const coldStart = async (signedIn: boolean) => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
      try {
        const context = browser.contexts()[0]!;
        const page = await context.newPage();
        await page.goto(`${WEB}/robots.txt`);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.evaluate(
          ({ session, signedIn }) => {
            localStorage.clear();
            localStorage.setItem('locale', 'de');
            localStorage.setItem('onboarded', 'true');
            if (signedIn) {
              localStorage.setItem('accessToken', session.access_token);
              localStorage.setItem('expiredAt', String(session.expired_at));
            }
          },
          { session: token, signedIn },
        );
        await page.close();
      } finally {
        await browser.close();
      }
    };
    // A warm-up run (the first run after the servers start is slower), whose benchmark index
    // sets a calibrated run's first multiplier.
    const warmUp = await audit(`${WEB}/login`, ['performance']);
    const indexes = [warmUp?.lhr.environment.benchmarkIndex ?? NaN];
    const hostIndex = () => median(indexes.slice(-5));

    const rows: { path: string; f: Figures }[] = [];
    for (const route of list) {
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run++) {
        await coldStart(route.signedIn);
        let result = await audit(`${WEB}${route.path}`, CATEGORIES);
        // Lighthouse now and then fails to record the trace on a busy machine (NO_NAVSTART, no
        // performance score): such a run measured nothing, and is run again once.
        if (result && (result.lhr.runtimeError || result.lhr.categories.performance?.score == null)) {
          console.warn(
            `${route.path}: run ${run} recorded no trace (${result.lhr.runtimeError?.code ?? 'no score'}), running it again`,
          );
          result = await audit(`${WEB}${route.path}`, CATEGORIES);
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
        // A signed-in route that lands on /login measured the sign-in screen, not the route.
        if (route.signedIn && new URL(result.lhr.finalDisplayedUrl).pathname === '/login') {
          throw new Error(`${route.path} ended on /login: the injected session did not reach the page`);
        }
        const benchmarkIndex = result.lhr.environment.benchmarkIndex;
        indexes.push(benchmarkIndex);
        const { categories, audits } = result.lhr;
        const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
        // The calibrated run, printed beside the preset's, from a cold start too.
        const calibratedCpu = CALIBRATED ? cpuMultiplierFor(hostIndex()) : NaN;
        if (CALIBRATED) await coldStart(route.signedIn);
        const calibrated = CALIBRATED ? await audit(`${WEB}${route.path}`, ['performance'], calibratedCpu) : undefined;
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? NaN,
          benchmarkIndex,
          calibratedCpu,
          calibratedPerformance: Math.round((calibrated?.lhr.categories.performance?.score ?? NaN) * 100),
        });
        const name =
          route.path
            .replace(/\?.*$/, '')
            .replace(/[^a-z0-9]+/gi, '-')
            .replace(/^-|-$/g, '') || 'home';
        writeFileSync(join(outDir, `${name}.${run}.json`), result.report as string);
        // The page's trace as Lighthouse recorded it (Chrome DevTools opens it), to see what a task did.
        if (process.env.LIGHTHOUSE_TRACES === '1' || process.env.LIGHTHOUSE_TRACES === 'js') {
          writeFileSync(join(outDir, `${name}.${run}.trace.json`), JSON.stringify(result.artifacts.Trace));
          // The network log, which Lighthouse's simulation (lantern) builds its request graph from.
          writeFileSync(join(outDir, `${name}.${run}.devtoolslog.json`), JSON.stringify(result.artifacts.DevtoolsLog));
        }
      }
      const f = Object.fromEntries(
        (Object.keys(runs[0]!) as (keyof Figures)[]).map((k) => [k, median(runs.map((r) => r[k]))]),
      ) as unknown as Figures;
      rows.push({ path: route.path, f });
      console.log(line(route.path, f));
    }

    console.log(
      `\n${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per route, Lighthouse's mobile preset (slow 4G, CPU 4×), cold cache, ${HTTP1 ? 'HTTP/1.1' : 'HTTPS with HTTP/2'}; reports in ${outDir}`,
    );
    console.log(header());
    for (const r of rows) console.log(line(r.path, r.f));
    const below = rows.filter(
      (r) =>
        r.f.performance < 95 ||
        r.f.cls >= 0.1 ||
        r.f.accessibility < 100 ||
        r.f.bestPractices < 100 ||
        (r.path === '/login' && r.f.seo < 95),
    );
    console.log(
      below.length === 0
        ? 'every route meets the targets'
        : `${below.length} of ${rows.length} routes below a target: ${below.map((r) => r.path).join(', ')}`,
    );
    if (below.length) process.exitCode = 1;
  } finally {
    chrome?.kill();
    await web?.close();
    for (const c of children) c.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

const header = () =>
  `${'route'.padEnd(58)} perf  a11y  b.p.   seo   LCP (ms)  CLS     TBT (ms)  host index${CALIBRATED ? '  calibrated perf (CPU)' : ''}`;
const line = (path: string, f: Figures) =>
  `${path.padEnd(58)} ${String(f.performance).padStart(4)}  ${String(f.accessibility).padStart(4)}  ${String(f.bestPractices).padStart(4)}  ${String(f.seo).padStart(4)}  ${f.lcp.toFixed(0).padStart(8)}  ${f.cls.toFixed(3)}  ${f.tbt.toFixed(0).padStart(8)}  ${f.benchmarkIndex.toFixed(0).padStart(10)}${CALIBRATED ? `  ${String(f.calibratedPerformance).padStart(15)} (${f.calibratedCpu.toFixed(1)}×)` : ''}`;

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 2;
}
