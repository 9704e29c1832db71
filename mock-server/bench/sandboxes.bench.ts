/**
 * Sandboxes (SANDBOXES=on), two figures, each against a baseline measured in the same run:
 *
 * 1. Making a sandbox from the demo template (POST /__mock/sandboxes: the copy, its database
 *    opened and migrated) against copying the template file alone. Target: at most 200 ms. A
 *    sandbox prepares its statements on first use: the first list call after its sign-in, which
 *    pays for them, is printed too.
 * 2. The lists a merchant opens most, signed in to the rich demo store, on a server with 20
 *    sandboxes: the load on one sandbox, then spread over all 20 (each connection goes through
 *    the 20 sessions in turn), each as a ratio to bare Fastify answering the same bodies in the
 *    same round, by req/s and by the server's CPU per request (bare's µs over the mock's: the
 *    throughput ratio of two CPU-bound servers, without the share of the cores each got while
 *    others ran). Target: the 20 sandboxes' ratio no more than 10 % below one sandbox's, judged by
 *    CPU per request: on a shared machine the req/s of one server swings by half between rounds,
 *    its CPU per request by a few percent. The three servers take turns in each round, in the opposite
 *    order every other round, so the machine's drift falls on each alike.
 *
 * Benchmarks print figures; the tests never time anything.
 */
import { endpoints } from '@mbo/contracts';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { LISTS, load, median, startServer, urlOf, type Load, type Server } from './load';

const CREATIONS = Number(process.env.BENCH_SANDBOX_CREATIONS ?? 15);
const IN_USE = 20;
const LIST_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LIST_ROUND_S = Number(process.env.BENCH_ROUND_SECONDS ?? 2);

async function creation(dir: string) {
  const app = await buildApp({ sandboxes: { dir, closeGraceMs: 0, openMax: CREATIONS + 1 }, logger: false });
  try {
    const sandboxes = app.sandboxes!;
    const template = sandboxes.prepare('demo');
    const copyMs: number[] = [];
    const createMs: number[] = [];
    const firstCallMs: number[] = [];
    const made: string[] = [];
    for (let i = 0; i < CREATIONS; i++) {
      const target = join(dir, `copy-${i}.sqlite`);
      let started = performance.now();
      copyFileSync(template, target);
      copyMs.push(performance.now() - started);
      rmSync(target);
      started = performance.now();
      const res = await app.inject({ method: 'POST', url: '/__mock/sandboxes', payload: { data: 'demo' } });
      createMs.push(performance.now() - started);
      if (res.statusCode !== 201) throw new Error(`POST /__mock/sandboxes answered ${res.statusCode}: ${res.body}`);
      const name = (res.json() as { data: { name: string } }).data.name;
      made.push(name);
      const token = await signedInSandbox(
        (path, body, headers = {}) =>
          app.inject({ method: body === undefined ? 'GET' : 'POST', url: path, payload: body as object, headers }),
        name,
      );
      started = performance.now();
      const list = await app.inject({
        method: 'GET',
        url: urlOf(LISTS[0]!),
        headers: { authorization: `Bearer ${token}` },
      });
      firstCallMs.push(performance.now() - started);
      if (list.statusCode !== 200) throw new Error(`${urlOf(LISTS[0]!)} answered ${list.statusCode}`);
    }
    for (const name of made) sandboxes.remove(name);
    return { copy: median(copyMs), create: median(createMs), first: createMs[0]!, firstCall: median(firstCallMs) };
  } finally {
    await app.close();
  }
}

type Send = (
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ statusCode: number; json(): unknown; body: string }>;

/** Over HTTP, to a server in another process. */
const over =
  (base: string): Send =>
  async (path, body, headers = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { statusCode: res.status, body: text, json: () => JSON.parse(text) as unknown };
  };

/** The rich demo store of a sandbox, signed in through a sign-in link; answers the session's token. */
async function signedInSandbox(send: Send, name: string): Promise<string> {
  const ask = async (path: string, body?: unknown, headers?: Record<string, string>) => {
    const res = await send(path, body, headers);
    if (res.statusCode >= 300) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
    return (res.json() as { data: unknown }).data;
  };
  const header = { 'x-mock-sandbox': name };
  const stores = (await ask('/__mock/console/stores', undefined, header)) as { id: number; persona: string | null }[];
  const rich = stores.find((s) => s.persona === 'rich')!;
  const link = (await ask('/__mock/sign-in-links', { store_id: rich.id }, header)) as { token: string };
  const session = (await ask('/__mock/sign-in-links/redeem', { token: link.token })) as { access_token: string };
  return session.access_token;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'mbo-bench-sandboxes-'));
  const servers: Server[] = [];
  try {
    const made = await creation(join(dir, 'creation'));
    const createOk = made.create <= 200;
    console.log(
      `sandbox creation from the demo template, median of ${CREATIONS}: ${made.create.toFixed(1)} ms ` +
        `(the first ${made.first.toFixed(1)} ms); copying the template file alone ${made.copy.toFixed(2)} ms ` +
        `→ ${(made.create / made.copy).toFixed(1)}× the copy; target ≤ 200 ms ${createOk ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `  then its first list call, which prepares the statements it needs: ${made.firstCall.toFixed(1)} ms (median)`,
    );

    const real = await startServer(['--mode', 'sandboxes', '--dir', join(dir, 'lists')]);
    servers.push(real);
    const base = `http://127.0.0.1:${real.port}`;
    const send = over(base);
    const tokens: string[] = [];
    for (let i = 0; i < IN_USE; i++) {
      const res = await send('/__mock/sandboxes', { data: 'demo' });
      if (res.statusCode !== 201) throw new Error(`POST /__mock/sandboxes answered ${res.statusCode}: ${res.body}`);
      tokens.push(await signedInSandbox(send, (res.json() as { data: { name: string } }).data.name));
    }
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const bodies: Record<string, string> = {};
    for (const l of LISTS) {
      const res = await fetch(`${base}${urlOf(l)}`, { headers: auth(tokens[0]!) });
      if (!res.ok) throw new Error(`${urlOf(l)} answered ${res.status}`);
      bodies[endpoints[l.endpoint].path] = await res.text();
    }
    const bodiesPath = join(dir, 'bodies.json');
    writeFileSync(bodiesPath, JSON.stringify(bodies));
    const bare = await startServer(['--mode', 'bare', '--bodies', bodiesPath]);
    servers.push(bare);

    const all = tokens.map((token) => ({ headers: auth(token) }));
    const one = (l: (typeof LISTS)[number], s: number) => load(real, urlOf(l), auth(tokens[0]!), s);
    const twenty = (l: (typeof LISTS)[number], s: number) => load(real, urlOf(l), {}, s, all);
    for (const l of LISTS) {
      await load(bare, urlOf(l), {}, 1);
      await one(l, 1);
      await twenty(l, 1);
    }

    type Round = { bare: Load; one: Load; twenty: Load };
    const rounds = new Map<string, Round[]>(LISTS.map((l) => [l.label, []]));
    for (let i = 0; i < LIST_ROUNDS; i++) {
      for (const l of LISTS) {
        const runs: [keyof Round, () => Promise<Load>][] = [
          ['bare', () => load(bare, urlOf(l), {}, LIST_ROUND_S)],
          ['one', () => one(l, LIST_ROUND_S)],
          ['twenty', () => twenty(l, LIST_ROUND_S)],
        ];
        if (i % 2 === 1) runs.reverse();
        const r = {} as Round;
        for (const [key, run] of runs) r[key] = await run();
        rounds.get(l.label)!.push(r);
        console.log(
          `  round ${i + 1} ${l.label.padEnd(17)}: bare ${r.bare.rps.toFixed(0)} req/s, one sandbox ${r.one.rps.toFixed(0)} (ratio ${(r.one.rps / r.bare.rps).toFixed(3)}), ${IN_USE} sandboxes ${r.twenty.rps.toFixed(0)} (ratio ${(r.twenty.rps / r.bare.rps).toFixed(3)})`,
        );
      }
    }
    console.log(
      `${IN_USE} sandboxes with the demo data, ${LIST_ROUNDS} rounds of ${LIST_ROUND_S} s per server and list, medians:`,
    );
    console.log(
      '  list               ratio to bare by req/s: one   20   change    by CPU per request: one   20   change (target ≥ -10 %)',
    );
    let pass = createOk;
    const cpuRatio = (bare: Load, mock: Load) =>
      bare.cpuUs !== undefined && mock.cpuUs !== undefined ? bare.cpuUs / mock.cpuUs : Number.NaN;
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(8);
    for (const l of LISTS) {
      const rs = rounds.get(l.label)!;
      const one = median(rs.map((x) => x.one.rps / x.bare.rps));
      const twenty = median(rs.map((x) => x.twenty.rps / x.bare.rps));
      const cpuOne = median(rs.map((x) => cpuRatio(x.bare, x.one)));
      const cpuTwenty = median(rs.map((x) => cpuRatio(x.bare, x.twenty)));
      const change = cpuTwenty / cpuOne - 1;
      // Where /proc is missing, req/s is all there is to judge by.
      const judged = Number.isNaN(change) ? twenty / one - 1 : change;
      const ok = judged >= -0.1;
      pass &&= ok;
      console.log(
        `  ${(l.label + ' ').padEnd(18)} ${one.toFixed(3).padStart(25)} ${twenty.toFixed(3).padStart(6)} ${pct(twenty / one - 1)}   ${cpuOne.toFixed(3).padStart(22)} ${cpuTwenty.toFixed(3).padStart(6)} ${pct(change)} ${ok ? 'PASS' : 'FAIL'}`,
      );
    }
    console.log(pass ? 'PASS' : 'FAIL');
    process.exitCode = pass ? 0 : 1;
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
