import { endpointNames, endpoints, type EndpointDef, type EndpointName } from '@mbo/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { createAuthHook } from '../plugins/auth';
import type { Handler, Handlers } from './types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Name of the endpoint-table entry a route serves. */
    endpoint?: string;
  }
}

/** `/a/{id}` → `/a/:id` */
export const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Registers every endpoint of the table with its handler, schemas and auth. */
export function registerEndpoints(app: FastifyInstance, deps: Deps, handlers: Handlers<EndpointName>): void {
  const hooks = { bearer: createAuthHook(deps, 'bearer'), optional: createAuthHook(deps, 'optional') };
  for (const name of endpointNames) {
    const e: EndpointDef = endpoints[name];
    const handler = handlers[name] as Handler<EndpointName>;
    const csv = e.produces === 'text/csv';
    app.route({
      method: e.method,
      url: toFastifyPath(e.path),
      config: { endpoint: name },
      schema: {
        ...(e.params ? { params: e.params } : {}),
        ...(e.query ? { querystring: e.query } : {}),
        ...(e.body ? { body: e.body } : {}),
        ...(csv ? {} : { response: { [e.status]: e.response } }),
      },
      ...(e.auth === 'public' ? {} : { onRequest: hooks[e.auth] }),
      handler: async (req, reply) => {
        const result = await handler({
          params: req.params as never,
          query: (req.query ?? {}) as never,
          body: req.body as never,
          storeId: req.storeId as never,
          deps,
          req,
          reply,
        });
        reply.code(e.status);
        if (csv) reply.type('text/csv; charset=utf-8');
        return result;
      },
    });
  }
}
