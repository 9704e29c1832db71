/**
 * The lists a merchant opens most, on the large seed with 50 connections (autocannon), signed in
 * as the rich demo store, each against a bare Fastify route answering a constant body of the same
 * shape, measured in the same run:
 *   GET /api/store/vouchers (the hot path), plans, subscribers, notifications, the dashboard summary.
 *
 * For each: requests per second as a ratio to bare Fastify, p99 latency against bare's p99, and the
 * cost of a request in microseconds of server CPU (from /proc: user + system time of the server
 * process over the requests it answered), which travels between hosts better than req/s. The part
 * inside the repositories is measured in this process: the route's handler called directly, its
 * repository calls timed. Targets (voucher list): ratio ≥ 0.35, p99 ≤ 2× bare p99 (both compared
 * within each round, the median of the rounds taken).
 *
 * The servers run in their own processes (the load generator keeps its own core). The machine's
 * speed drifts by tens of percent over a minute, so the runs alternate in short rounds and the
 * median of the per-round figures is reported. BENCH_PROFILE=<dir> writes a CPU profile of the
 * mock API (`tsx bench/profile-top.ts <file>` lists its heaviest frames).
 */
import { DEFAULT_ISSUER } from '@mbo/seed';
import { endpoints, type EndpointDef, type EndpointName } from '@mbo/contracts';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDatabase } from '@mbo/seed';
import { openDatabase, type DbHandle } from '@mbo/db';
import { systemClock } from '../src/clock';
import type { Deps } from '../src/deps';
import { FaultRules } from '../src/domain/faults';
import { SignInLinks } from '../src/domain/sign-in-links';
import { createLimitExemptions, DEFAULT_RATE_LIMITS } from '../src/plugins/rate-limit';
import { createRepositories } from '../src/repo/index';
import { createNotificationHandlers } from '../src/routes/notifications';
import { createPlanHandlers } from '../src/routes/plans';
import { createReportHandlers } from '../src/routes/reports';
import { createStoreHandlers } from '../src/routes/store';
import { createVoucherHandlers } from '../src/routes/vouchers';
import type { Handler } from '../src/routes/types';
import { DEFAULT_TIMEOUTS } from '../src/timeouts';
import { CONNECTIONS, LISTS, load, median, ROUND_S, ROUNDS, startServer, urlOf, type Load, type Server } from './load';

const PROFILE_DIR = process.env.BENCH_PROFILE;

/**
 * Microseconds of CPU per call of each list's handler in this process, and the part spent in
 * repository methods (timed by wrapping every method; a method called from another counts once).
 */
function repositoryCost(handle: DbHandle, storeId: number) {
  let depth = 0;
  let repoNs = 0n;
  const timed = <T extends object>(repo: T): T =>
    new Proxy(repo, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (depth++ > 0) return (value as (...a: unknown[]) => unknown).apply(target, args);
          const started = process.hrtime.bigint();
          try {
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          } finally {
            repoNs += process.hrtime.bigint() - started;
            depth = 0;
          }
        };
      },
    });
  const plain = createRepositories(handle);
  const depsOf = (repos: Deps['repos']): Deps => ({
    repos,
    clock: systemClock,
    config: {
      publicUrl: 'http://127.0.0.1:4010',
      mediaDir: tmpdir(),
      mediaQuotaBytes: 0,
      mediaQuotaShared: false,
      webAppUrl: 'http://127.0.0.1:5173',
      fixedOtp: undefined,
      devRoutes: false,
      allowedHosts: undefined,
      rateLimits: DEFAULT_RATE_LIMITS,
      issuer: DEFAULT_ISSUER,
      timeouts: DEFAULT_TIMEOUTS,
      latencyMs: 0,
      latencyJitterMs: 0,
    },
    limitExemptions: createLimitExemptions(),
    faults: new FaultRules(),
    signInLinks: new SignInLinks(),
  });
  const handlersOf = (deps: Deps) =>
    ({
      ...createVoucherHandlers(deps),
      ...createPlanHandlers(deps),
      ...createStoreHandlers(deps),
      ...createNotificationHandlers(deps),
      ...createReportHandlers(deps),
    }) as unknown as Record<EndpointName, Handler<EndpointName>>;
  const wrapped = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, timed(v as object)])) as Deps['repos'];
  const fast = handlersOf(depsOf(plain));
  const measured = handlersOf(depsOf(wrapped));
  const out = new Map<string, { handlerUs: number; repoUs: number }>();
  const N = 3000;
  for (const l of LISTS) {
    const schema = (endpoints[l.endpoint] as EndpointDef).query;
    const query = schema ? schema.parse(Object.fromEntries(new URLSearchParams(l.query))) : {};
    // A request as the handlers read it: its headers (the language asked for) and nothing else.
    const req = { headers: { 'accept-language': 'en' } };
    const ctx = { params: {}, query, body: undefined, storeId, req, reply: undefined } as never;
    const call = (h: Record<EndpointName, Handler<EndpointName>>) => void h[l.endpoint](ctx);
    if (!fast[l.endpoint]) throw new Error(`no handler for ${l.endpoint}`);
    for (let i = 0; i < 500; i++) call(fast);
    const cpu = process.cpuUsage();
    for (let i = 0; i < N; i++) call(fast);
    const used = process.cpuUsage(cpu);
    const handlerUs = (used.user + used.system) / N;
    // The share spent in repositories, from the wrapped run, applied to the unwrapped CPU time.
    repoNs = 0n;
    const started = process.hrtime.bigint();
    for (let i = 0; i < N; i++) call(measured);
    const share = Number(repoNs) / Number(process.hrtime.bigint() - started);
    out.set(l.label, { handlerUs, repoUs: handlerUs * share });
  }
  return out;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'mbo-bench-'));
  const dbPath = join(dir, 'large.sqlite');
  const servers: Server[] = [];
  try {
    // BENCH_DB: a copy of a large seed made before (`npm run seed -- --scale large --db <file>`), to skip seeding.
    if (process.env.BENCH_DB) copyFileSync(process.env.BENCH_DB, dbPath);
    const handle = openDatabase(dbPath);
    const started = performance.now();
    const summary = process.env.BENCH_DB ? undefined : seedDatabase(handle.sqlite, { scale: 'large', now: Date.now() });
    const seedMs = performance.now() - started;
    // The benchmark signs in as the rich demo store, like a merchant would.
    const store = handle.sqlite.prepare("SELECT id FROM stores WHERE phone = '+49.15112345678'").get() as {
      id: number;
    };
    const token = randomBytes(24).toString('base64url');
    handle.sqlite
      .prepare('INSERT INTO tokens (token, store_id, expires_at, created_at) VALUES (?, ?, ?, ?)')
      .run(token, store.id, Date.now() + 3600_000, Date.now());
    const inRepo = repositoryCost(handle, store.id);
    handle.close();

    const auth = { authorization: `Bearer ${token}` };
    const profileFlags = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
    const real = await startServer(['--mode', 'real', '--db', dbPath], profileFlags);
    servers.push(real);
    const checked = await startServer(['--mode', 'real', '--db', dbPath, '--validate-responses']);
    servers.push(checked);
    const bodies: Record<string, string> = {};
    for (const l of LISTS) {
      const res = await fetch(`http://127.0.0.1:${real.port}${urlOf(l)}`, { headers: auth });
      if (!res.ok) throw new Error(`${urlOf(l)} answered ${res.status}`);
      bodies[endpoints[l.endpoint].path] = await res.text();
    }
    const bodiesPath = join(dir, 'bodies.json');
    writeFileSync(bodiesPath, JSON.stringify(bodies));
    const bare = await startServer(['--mode', 'bare', '--bodies', bodiesPath]);
    servers.push(bare);

    // Warm-up: let each server's JIT settle before anything counts.
    for (const l of LISTS) {
      await load(bare, urlOf(l), {}, 1);
      await load(real, urlOf(l), auth, 1);
    }
    await load(checked, urlOf(LISTS[0]!), auth, 1);

    type Round = { bare: Load; real: Load };
    const rounds = new Map<string, Round[]>(LISTS.map((l) => [l.label, []]));
    const zod: Load[] = [];
    const gzip: Load[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      for (const l of LISTS) {
        const b = await load(bare, urlOf(l), {}, ROUND_S);
        const r = await load(real, urlOf(l), auth, ROUND_S);
        rounds.get(l.label)!.push({ bare: b, real: r });
        console.log(
          `  round ${i + 1} ${l.label.padEnd(17)}: bare ${b.rps.toFixed(0)} req/s (p99 ${b.p99} ms), mock API ${r.rps.toFixed(0)} req/s (p99 ${r.p99} ms) → ratio ${(r.rps / b.rps).toFixed(3)}`,
        );
      }
      zod.push(await load(checked, urlOf(LISTS[0]!), auth, ROUND_S));
      // What a browser asks for: the answer compressed (above the mock's threshold).
      gzip.push(await load(real, urlOf(LISTS[0]!), { ...auth, 'accept-encoding': 'gzip, deflate, br' }, ROUND_S));
    }

    console.log(
      summary
        ? `large seed: ${summary.counts.subscribers} subscribers, ${summary.counts.vouchers} vouchers, seeded in ${(seedMs / 1000).toFixed(1)} s`
        : `large seed copied from ${process.env.BENCH_DB}`,
    );
    console.log(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_S} s per server and list, medians:`);
    const us = (x: number | undefined) => (x === undefined ? '   n/a' : x.toFixed(1).padStart(6));
    console.log(
      '  list               bare req/s  mock req/s  ratio   p99 bare/mock (ms)  CPU µs/request bare/mock  mock: handler / in repositories (µs)',
    );
    let pass = true;
    for (const l of LISTS) {
      const rs = rounds.get(l.label)!;
      const ratio = median(rs.map((x) => x.real.rps / x.bare.rps));
      const p99Bare = median(rs.map((x) => x.bare.p99));
      const p99 = median(rs.map((x) => x.real.p99));
      const cpu = (k: 'bare' | 'real') => {
        const xs = rs.map((x) => x[k].cpuUs).filter((x): x is number => x !== undefined);
        return xs.length ? median(xs) : undefined;
      };
      const cost = inRepo.get(l.label)!;
      console.log(
        `  ${(l.label + ' ').padEnd(18)} ${median(rs.map((x) => x.bare.rps))
          .toFixed(0)
          .padStart(10)}  ${median(rs.map((x) => x.real.rps))
          .toFixed(0)
          .padStart(
            10,
          )}  ${ratio.toFixed(3)}   ${String(p99Bare).padStart(6)} / ${String(p99).padEnd(9)}  ${us(cpu('bare'))} / ${us(cpu('real'))}            ${cost.handlerUs.toFixed(1)} / ${cost.repoUs.toFixed(1)}`,
      );
      if (l === LISTS[0]) {
        // Like the throughput ratio, the p99 is compared within each round (the two servers ran
        // seconds apart) and the median of those ratios is taken: the machine's drift between
        // rounds cancels out instead of landing on one side.
        const p99Ratio = median(rs.map((x) => x.real.p99 / x.bare.p99));
        const ok = ratio >= 0.35 && p99Ratio <= 2;
        pass &&= ok;
        console.log(
          `  ${l.label}: ratio to baseline ${ratio.toFixed(3)} (target ≥ 0.35), p99 ${p99Ratio.toFixed(2)}× bare's in the same round (rounds: ${rs.map((x) => `${x.real.p99}/${x.bare.p99} ms`).join(', ')}; target ≤ 2×) ${ok ? 'PASS' : 'FAIL'}`,
        );
      }
    }
    const real0 = rounds.get(LISTS[0]!.label)!.map((x) => x.real.rps);
    console.log(
      `  vouchers checked by zod ${median(zod.map((x) => x.rps)).toFixed(0)} req/s: the check costs ${((1 - median(zod.map((x) => x.rps)) / median(real0)) * 100).toFixed(1)} % of throughput (on in tests; MOCK_VALIDATE_RESPONSES=true turns it on at run time)`,
    );
    console.log(
      `  vouchers asked gzip-compressed ${median(gzip.map((x) => x.rps)).toFixed(0)} req/s, ${us(median(gzip.map((x) => x.cpuUs ?? 0))).trim()} µs CPU/request`,
    );
    console.log(pass ? 'PASS' : 'FAIL');
    process.exitCode = pass ? 0 : 1;
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
