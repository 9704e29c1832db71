/**
 * GET /api/store/vouchers?page=1&size=10 on the large seed, 50 connections, against a bare Fastify
 * route with a constant body of the same shape measured in the same run. Prints requests per
 * second as a ratio to that baseline, p99 latency, and the cost of response validation.
 * Targets: ratio ≥ 0.18, p99 < 25 ms.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDatabase } from '@mbo/seed';
import { openDatabase } from '../src/db/client';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const URL_PATH = '/api/store/vouchers?page=1&size=10';
const here = fileURLToPath(new URL('.', import.meta.url));

function startServer(args: string[]): Promise<{ child: ChildProcess; port: number }> {
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

async function load(port: number, token?: string) {
  const opts = {
    url: `http://127.0.0.1:${port}${URL_PATH}`,
    connections: CONNECTIONS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
  await autocannon({ ...opts, duration: 2 }); // warm-up
  const r = await autocannon({ ...opts, duration: DURATION_S });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.non2xx} non-2xx answers and ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99, p50: r.latency.p50 };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'mbo-bench-'));
  const dbPath = join(dir, 'large.sqlite');
  const children: ChildProcess[] = [];
  try {
    const handle = openDatabase(dbPath);
    const started = performance.now();
    const summary = seedDatabase(handle.sqlite, { scale: 'large', now: Date.now() });
    const seedMs = performance.now() - started;
    // The benchmark signs in as the rich demo store, like a merchant would.
    const store = handle.sqlite.prepare("SELECT id FROM stores WHERE phone = '+49.15112345678'").get() as { id: number };
    const token = randomBytes(24).toString('base64url');
    handle.sqlite
      .prepare('INSERT INTO tokens (token, store_id, expires_at, created_at) VALUES (?, ?, ?, ?)')
      .run(token, store.id, Date.now() + 3600_000, Date.now());
    handle.close();

    const real = await startServer(['--mode', 'real', '--db', dbPath]);
    children.push(real.child);
    const sample = await fetch(`http://127.0.0.1:${real.port}${URL_PATH}`, { headers: { authorization: `Bearer ${token}` } });
    const bodyPath = join(dir, 'body.json');
    writeFileSync(bodyPath, await sample.text());

    const realResult = await load(real.port, token);
    real.child.kill();

    const unvalidated = await startServer(['--mode', 'real', '--db', dbPath, '--no-response-validation']);
    children.push(unvalidated.child);
    const unvalidatedResult = await load(unvalidated.port, token);
    unvalidated.child.kill();

    const bare = await startServer(['--mode', 'bare', '--body', bodyPath]);
    children.push(bare.child);
    const bareResult = await load(bare.port);
    bare.child.kill();

    const ratio = realResult.rps / bareResult.rps;
    const validationCost = 1 - realResult.rps / unvalidatedResult.rps;
    const pass = ratio >= 0.18 && realResult.p99 < 25;
    console.log(`large seed: ${summary.counts.subscribers} subscribers, ${summary.counts.vouchers} vouchers, seeded in ${(seedMs / 1000).toFixed(1)} s`);
    console.log(`GET ${URL_PATH}, ${CONNECTIONS} connections, ${DURATION_S} s`);
    console.log(`  bare Fastify baseline      ${bareResult.rps.toFixed(0)} req/s  p99 ${bareResult.p99} ms`);
    console.log(`  mock API                   ${realResult.rps.toFixed(0)} req/s  p99 ${realResult.p99} ms  p50 ${realResult.p50} ms`);
    console.log(`  mock API, no response validation ${unvalidatedResult.rps.toFixed(0)} req/s  p99 ${unvalidatedResult.p99} ms`);
    console.log(`ratio to baseline: ${ratio.toFixed(3)} (target ≥ 0.18)`);
    console.log(`p99 latency: ${realResult.p99} ms (target < 25 ms)`);
    console.log(`response validation costs ${(validationCost * 100).toFixed(1)} % of throughput`);
    console.log(pass ? 'PASS' : 'FAIL');
    process.exitCode = pass ? 0 : 1;
  } finally {
    for (const c of children) c.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
