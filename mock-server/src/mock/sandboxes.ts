import { SandboxBody, SandboxParams } from './tools';
import type { FastifyInstance } from 'fastify';
import { conflict, HttpError } from '../errors';
import type { Sandboxes } from '../sandbox/sandboxes';
import { hidden, parseInput } from './kit';

const OFF = 'This server runs without sandboxes: start it with SANDBOXES=on (or npm start -- --sandboxes)';

/**
 * The sandboxes of a shared demo server: list, make, remove. Served on every server, so the
 * console and scripts learn from the answer whether sandboxes are on.
 */
export function registerSandboxRoutes(app: FastifyInstance, sandboxes: Sandboxes | undefined): void {
  const on = () => {
    if (!sandboxes) throw conflict(OFF);
    return sandboxes;
  };

  app.get('/__mock/sandboxes', hidden, async () => ({ data: on().list() }));

  app.post('/__mock/sandboxes', hidden, async (req, reply) => {
    const all = on();
    const { data } = parseInput(SandboxBody, req.body);
    return reply.code(201).send({ data: all.create(data) });
  });

  app.delete('/__mock/sandboxes/:name', hidden, async (req) => {
    const all = on();
    const { name } = parseInput(SandboxParams, req.params, 404);
    if (!all.remove(name)) throw new HttpError(404, `There is no sandbox named "${name}"`);
    return { data: { name, deleted: true as const } };
  });
}
