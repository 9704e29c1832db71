/**
 * One server for the benchmark, in its own process so the load generator does not share its core.
 * `real` is the mock API on a seeded database; `sandboxes` the mock API with sandboxes on, kept in
 * `--dir`; `bare` is a plain Fastify server answering, on each measured path, a constant body of
 * the same shape. Prints `READY <port>` once listening, and
 * closes cleanly on SIGTERM (so a `--cpu-prof` run writes its profile).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { openDatabase } from '@mbo/db';

const { values } = parseArgs({
  options: {
    mode: { type: 'string' },
    db: { type: 'string' },
    dir: { type: 'string' },
    /** JSON file: `{ [path]: body }`, the bodies the bare server answers. */
    bodies: { type: 'string' },
    'validate-responses': { type: 'boolean', default: false },
  },
});

async function main() {
  let app: FastifyInstance;
  if (values.mode === 'bare') {
    const bodies = JSON.parse(readFileSync(values.bodies!, 'utf8')) as Record<string, string>;
    app = Fastify({ logger: false });
    for (const [path, body] of Object.entries(bodies)) {
      app.get(path, async (_req, reply) => reply.type('application/json').send(body));
    }
  } else if (values.mode === 'sandboxes') {
    app = await buildApp({ sandboxes: { dir: values.dir! }, validateResponses: values['validate-responses'] });
  } else {
    const handle = openDatabase(values.db!);
    app = await buildApp({ db: handle, validateResponses: values['validate-responses'] });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  console.log(`READY ${(app.server.address() as { port: number }).port}`);
}

await main();
