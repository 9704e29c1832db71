import { endpointNames, endpoints, type EndpointDef, type EndpointName } from '@mbo/contracts';
import type { FastifyInstance } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isShared } from '../kept-answers';
import { createAuthHook } from '../plugins/auth';
import type { Scopes } from '../scope';
import type { Handler } from './types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Name of the endpoint-table entry a route serves. */
    endpoint?: string;
  }
}

/** `/a/{id}` → `/a/:id` */
export const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Response serialisation: with validation, the zod schema checks the body and JSON.stringify writes
 * it (fastify-type-provider-zod); without, the schema's JSON Schema drives fast-json-stringify
 * (Fastify's own serialiser), which writes only the schema's fields with the schema's types.
 */
function responseSchema(schema: z.ZodType, validate: boolean) {
  if (validate) return { schema, serializerCompiler };
  return {
    schema: forSerialisation(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })),
    serializerCompiler: sharedAnswerSerializer,
  };
}

/**
 * fast-json-stringify, writing the JSON of a shared answer (a read cache's, unchanged until the
 * next write: kept-answers.ts, repo/read-cache.ts) once and handing out the same string after that. A list page
 * asked again and again then costs no serialising, and its string is already flat when its length
 * is taken and it is written to the socket.
 */
function sharedAnswerSerializer({ schema }: { schema: unknown }) {
  const write = fastJson(schema as Parameters<typeof fastJson>[0]);
  const written = new WeakMap<object, string>();
  return (data: unknown): string => {
    if (!isShared(data)) return write(data);
    const known = written.get(data as object);
    if (known !== undefined) return known;
    const json = write(data);
    written.set(data as object, json);
    return json;
  };
}

type JsonSchema = { [key: string]: unknown };
const VALIDATION_ONLY = new Set([
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'exclusiveMinimum',
  'exclusiveMaximum',
]);

/**
 * Keeps what a serialiser needs: types and shapes. Formats and bounds are validation, and
 * `anyOf [T, null]` becomes `type: [T, 'null']`, which fast-json-stringify writes without
 * running a validator to pick the branch.
 */
export function forSerialisation(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerialisation);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node as JsonSchema)) if (!VALIDATION_ONLY.has(k)) out[k] = forSerialisation(v);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((b) => b.type === 'null');
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string') {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/**
 * Registers the endpoints of the table (those `only` picks, else all) with their schemas and auth;
 * each call runs the handler of the scope it names (the one database's, or its sandbox's).
 */
export function registerEndpoints(
  app: FastifyInstance,
  scopes: Scopes,
  options: { validateResponses: boolean; only?: (e: EndpointDef) => boolean },
): void {
  const hooks = { bearer: createAuthHook(scopes, 'bearer'), optional: createAuthHook(scopes, 'optional') };
  for (const name of endpointNames) {
    const e: EndpointDef = endpoints[name];
    if (options.only && !options.only(e)) continue;
    const csv = e.produces === 'text/csv';
    const response = csv ? undefined : responseSchema(e.response, options.validateResponses);
    app.route({
      method: e.method,
      url: toFastifyPath(e.path),
      // Bodies of another type are refused with 415 by the request gate (the upload alone takes multipart).
      config: { endpoint: name, accepts: e.consumes ?? 'application/json' },
      schema: {
        ...(e.params ? { params: e.params } : {}),
        ...(e.query ? { querystring: e.query } : {}),
        // A multipart body is read by its handler, part by part (@fastify/multipart), not validated whole.
        ...(e.body && !e.consumes ? { body: e.body } : {}),
        ...(response ? { response: { [e.status]: response.schema } } : {}),
      },
      ...(response?.serializerCompiler ? { serializerCompiler: response.serializerCompiler as never } : {}),
      ...(e.auth === 'public' ? {} : { onRequest: hooks[e.auth] }),
      // Handlers are synchronous (better-sqlite3); a promise is awaited only when one comes back.
      handler: (req, reply) => {
        const handler = scopes.of(req).handlers[name] as Handler<EndpointName>;
        const result = handler({
          params: req.params as never,
          query: (req.query ?? {}) as never,
          body: req.body as never,
          storeId: req.storeId as never,
          req,
          reply,
        });
        reply.code(e.status);
        if (csv) reply.type('text/csv; charset=utf-8');
        if (result instanceof Promise) return result.then((body) => reply.send(body));
        return reply.send(result);
      },
    });
  }
}
