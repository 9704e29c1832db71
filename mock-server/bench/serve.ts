/**
 * One server for the benchmark, in its own process so the load generator does not share its core.
 * `real` is the mock API on a seeded database; `bare` is a plain Fastify route answering a constant
 * body of the same shape. Prints `READY <port>` once listening.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { openDatabase } from '@mbo/db';

const { values } = parseArgs({
  options: {
    mode: { type: 'string' },
    db: { type: 'string' },
    body: { type: 'string' },
    'validate-responses': { type: 'boolean', default: false },
  },
});

async function main() {
  if (values.mode === 'bare') {
    const body = readFileSync(values.body!, 'utf8');
    const app = Fastify({ logger: false });
    app.get('/api/store/vouchers', async (_req, reply) => reply.type('application/json').send(body));
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`READY ${(app.server.address() as { port: number }).port}`);
    return;
  }
  const handle = openDatabase(values.db!);
  const app = await buildApp({ db: handle, validateResponses: values['validate-responses'] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${(app.server.address() as { port: number }).port}`);
}

await main();
