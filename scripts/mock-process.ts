/**
 * The mock server as a process of its own on a free loopback port, on the database file given,
 * for the scripts that test it from outside (the kit check, the Specmatic run). Resolves once it
 * answers; `stop` ends it.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

export async function startMockServer(databasePath: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'mock-server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let waited = 0; ; waited += 250) {
    const up = await fetch(`${url}/openapi.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (server.exitCode !== null || waited > 60_000) throw new Error(`the mock server did not start on ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop: () => server.kill('SIGTERM') };
}
