/**
 * What the list benchmarks share: the lists a merchant opens most, servers in processes of their
 * own (serve.ts), autocannon load with the server's CPU per request, and medians.
 */
import autocannon from 'autocannon';
import { endpoints, type EndpointName } from '@mbo/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROUND_S = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = 50;
const here = fileURLToPath(new URL('.', import.meta.url));

export const LISTS: { label: string; endpoint: EndpointName; query: string }[] = [
  { label: 'vouchers', endpoint: 'listVouchers', query: 'page=1&size=10' },
  { label: 'plans', endpoint: 'listPlans', query: 'page=1&size=10' },
  { label: 'subscribers', endpoint: 'listSubscribers', query: 'page=1&size=10' },
  { label: 'notifications', endpoint: 'listNotifications', query: 'page=1&size=10' },
  { label: 'dashboard summary', endpoint: 'summaryOverview', query: '' },
];
export const urlOf = (l: (typeof LISTS)[number]) => endpoints[l.endpoint].path + (l.query ? `?${l.query}` : '');

export interface Server {
  child: ChildProcess;
  port: number;
}

export function startServer(args: string[], nodeFlags: string[] = []): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', join(here, 'serve.ts'), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /READY (\d+)/.exec(chunk.toString());
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Microseconds of CPU (user + system) a process has used so far; undefined where /proc is missing. */
function cpuMicros(pid: number): number | undefined {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return undefined;
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(stat, 'utf8')
    .slice(readFileSync(stat, 'utf8').lastIndexOf(')') + 2)
    .split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1e6) / 100; // USER_HZ is 100 on Linux
}

export interface Load {
  rps: number;
  p99: number;
  /** Server CPU microseconds per answered request. */
  cpuUs: number | undefined;
}

/**
 * `seconds` of load on one path, or on a sequence of requests each connection goes through in
 * turn (`requests`: the same path with other headers, say).
 */
export async function load(
  server: Server,
  path: string,
  headers: Record<string, string>,
  seconds: number,
  requests?: { headers: Record<string, string> }[],
): Promise<Load> {
  const before = cpuMicros(server.child.pid!);
  const r = await autocannon({
    url: `http://127.0.0.1:${server.port}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    ...(requests ? { requests: requests.map((q) => ({ method: 'GET' as const, path, headers: q.headers })) } : {}),
  });
  const after = cpuMicros(server.child.pid!);
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${path}: ${r.non2xx} non-2xx answers and ${r.errors} errors`);
  const cpuUs = before !== undefined && after !== undefined ? (after - before) / r.requests.total : undefined;
  return { rps: r.requests.average, p99: r.latency.p99, cpuUs };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
