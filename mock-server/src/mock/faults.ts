import { FaultRuleBody, FaultRuleParams } from './tools';
import type { FastifyInstance } from 'fastify';
import type { DepsOf } from '../deps';
import { TooManyRules } from '../domain/faults';
import { conflict, HttpError, notFound } from '../errors';
import { hidden, parseInput } from './kit';

/** Fault rules for the API's calls: add, list, remove one or all. */
export function registerFaultRoutes(app: FastifyInstance, depsOf: DepsOf): void {
  app.get('/__mock/faults', hidden, async (req) => ({ data: depsOf(req).faults.list() }));

  app.post('/__mock/faults', hidden, async (req, reply) => {
    const deps = depsOf(req);
    const body = parseInput(FaultRuleBody, req.body);
    if (body.store_id !== undefined && !deps.repos.stores.byId(body.store_id)) {
      throw new HttpError(422, 'There is no store with this id', { store_id: ['There is no store with this id'] });
    }
    try {
      return reply.code(201).send({ data: deps.faults.add(body) });
    } catch (err) {
      if (err instanceof TooManyRules) throw conflict(err.message);
      throw err;
    }
  });

  app.delete('/__mock/faults', hidden, async (req) => ({ data: { deleted: depsOf(req).faults.clear() } }));

  app.delete('/__mock/faults/:id', hidden, async (req) => {
    const faults = depsOf(req).faults;
    const { id } = parseInput(FaultRuleParams, req.params, 404);
    if (!faults.remove(id)) throw notFound('Fault rule');
    return { data: { id, deleted: true } };
  });
}
