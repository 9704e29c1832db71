/**
 * GET /api/store/vouchers?page=1&size=10 on the large seed, 50 connections, against a bare Fastify
 * route with a constant body of the same shape measured in the same run. Prints requests per
 * second as a ratio to that baseline, p99 latency, and the cost of checking responses with zod.
 * Targets: ratio ≥ 0.18, p99 < 25 ms.
 *
 * The servers run in their own processes (the load generator keeps its own core). The machine's
 * speed drifts by tens of percent over a minute, so the runs alternate in short rounds and the
 * median of the per-round figures is reported.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDatabase } from '@mbo/seed';
import { openDatabase } from '@mbo/db';

const ROUND_S = Number(process.env.BENCH_ROUND_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 50;
const URL_PATH = '/api/store/vouchers?page=1&size=10';
const here = fileURLToPath(new URL('.', import.meta.url));

interface Server {
  child: ChildProcess;
  port: number;
}

function startServer(args: string[]): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'serve.ts'), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /READY (\d+)/.exec(chunk.toString());
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function load(port: number, token: string | undefined, seconds: number) {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${URL_PATH}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.non2xx} non-2xx answers and ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'mbo-bench-'));
  const dbPath = join(dir, 'large.sqlite');
  const servers: Server[] = [];
  try {
    const handle = openDatabase(dbPath);
    const started = performance.now();
    const summary = seedDatabase(handle.sqlite, { scale: 'large', now: Date.now() });
    const seedMs = performance.now() - started;
    // The benchmark signs in as the rich demo store, like a merchant would.
    const store = handle.sqlite.prepare("SELECT id FROM stores WHERE phone = '+49.15112345678'").get() as {
      id: number;
    };
    const token = randomBytes(24).toString('base64url');
    handle.sqlite
      .prepare('INSERT INTO tokens (token, store_id, expires_at, created_at) VALUES (?, ?, ?, ?)')
      .run(token, store.id, Date.now() + 3600_000, Date.now());
    handle.close();

    const real = await startServer(['--mode', 'real', '--db', dbPath]);
    const checked = await startServer(['--mode', 'real', '--db', dbPath, '--validate-responses']);
    servers.push(real, checked);
    const sample = await fetch(`http://127.0.0.1:${real.port}${URL_PATH}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const bodyPath = join(dir, 'body.json');
    writeFileSync(bodyPath, await sample.text());
    const bare = await startServer(['--mode', 'bare', '--body', bodyPath]);
    servers.push(bare);

    // Warm-up: let each server's JIT settle before anything counts.
    for (const s of [real, checked, bare]) await load(s.port, s === bare ? undefined : token, 2);

    const rounds: { real: number; checked: number; bare: number; p99: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const b = await load(bare.port, undefined, ROUND_S);
      const r = await load(real.port, token, ROUND_S);
      const c = await load(checked.port, token, ROUND_S);
      rounds.push({ real: r.rps, checked: c.rps, bare: b.rps, p99: r.p99 });
      console.log(
        `  round ${i + 1}: bare ${b.rps.toFixed(0)} req/s, mock API ${r.rps.toFixed(0)} req/s (p99 ${r.p99} ms), with zod checks ${c.rps.toFixed(0)} req/s → ratio ${(r.rps / b.rps).toFixed(3)}`,
      );
    }

    const ratio = median(rounds.map((x) => x.real / x.bare));
    const p99 = median(rounds.map((x) => x.p99));
    const validationCost = median(rounds.map((x) => 1 - x.checked / x.real));
    const pass = ratio >= 0.18 && p99 < 25;
    console.log(
      `large seed: ${summary.counts.subscribers} subscribers, ${summary.counts.vouchers} vouchers, seeded in ${(seedMs / 1000).toFixed(1)} s`,
    );
    console.log(`GET ${URL_PATH}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_S} s each, medians:`);
    console.log(`  bare Fastify baseline       ${median(rounds.map((x) => x.bare)).toFixed(0)} req/s`);
    console.log(`  mock API (as npm start runs it) ${median(rounds.map((x) => x.real)).toFixed(0)} req/s`);
    console.log(`  mock API checking responses with zod ${median(rounds.map((x) => x.checked)).toFixed(0)} req/s`);
    console.log(`ratio to baseline: ${ratio.toFixed(3)} (target ≥ 0.18)`);
    console.log(`p99 latency: ${p99} ms (target < 25 ms)`);
    console.log(
      `checking responses with zod costs ${(validationCost * 100).toFixed(1)} % of throughput (on in tests; MOCK_VALIDATE_RESPONSES=true turns it on at run time)`,
    );
    console.log(pass ? 'PASS' : 'FAIL');
    process.exitCode = pass ? 0 : 1;
  } finally {
    for (const s of servers) s.child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
