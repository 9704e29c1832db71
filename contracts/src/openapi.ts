import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { ApiError, type z } from './common';
import { endpoints, type EndpointDef } from './endpoints';
import examples from '../openapi-examples.json' with { type: 'json' };
import { PARAMETER_TEXT, SCHEMA_TEXT, TAGS } from './openapi-text';

/** A named example: a request (parameters, body) and its answer, from the demo seed. */
interface NamedExample {
  summary: string;
  status: number;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  request?: unknown;
  response: unknown;
  /** Why the contract test leaves it out (a state the seed alone does not give). */
  excluded?: string;
}

/** Named examples by operation, from the demo seed (written by `npm run examples -w @mbo/mock-server`). */
export const EXAMPLES: Record<string, Record<string, NamedExample>> = examples;

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed request: a body that is not JSON, a bad URL (a control character in the query included), bad framing, an unknown method, or no Host header',
  401: 'Missing, expired or forged token',
  404: "Not found, or not this store's",
  408: 'The headers or the body arrived too slowly (HEADERS_TIMEOUT, REQUEST_TIMEOUT) or stalled; the connection is closed',
  409: 'Conflicts with the current state',
  413: 'The request body is too large',
  414: 'A part of the path is longer than 200 characters',
  415: 'The body has a content type this call does not take: JSON calls take application/json only (not form-urlencoded, text/plain or multipart), the upload multipart/form-data only',
  417: 'An Expect header other than 100-continue',
  422: 'Validation failed; errors names every bad field',
  421: 'The Host header names a host this server does not answer to (DNS rebinding protection; see ALLOWED_HOSTS)',
  429: 'Too many requests; Retry-After says how many seconds to wait',
  431: 'The request headers are larger than 16 KB',
};

/** What an error of each status says, as an example of the envelope. */
const ERROR_EXAMPLE: Record<number, { user_message: string; errors?: Record<string, string[]> }> = {
  400: { user_message: 'The request body is not valid JSON' },
  401: { user_message: 'Please sign in to continue' },
  404: { user_message: 'Not found' },
  408: { user_message: 'The request took too long to arrive' },
  409: { user_message: 'This voucher is used by a plan. Remove it from the plan first.' },
  413: { user_message: 'The request body is too large (at most 1 MB)' },
  414: { user_message: 'A part of the path is too long (at most 200 characters)' },
  415: { user_message: 'The body must be application/json' },
  417: { user_message: 'Only "Expect: 100-continue" is supported' },
  421: { user_message: 'This server does not answer to that host name (see ALLOWED_HOSTS)' },
  422: {
    user_message: 'name: Too short: at least 2 characters',
    errors: { name: ['Too short: at least 2 characters'] },
  },
  429: { user_message: 'Too many attempts. Please try again in 30 seconds' },
  431: { user_message: 'The request headers are too large (at most 16 KB)' },
};

/**
 * Answered by every call before any route runs: what the HTTP parser refuses, a request too slow
 * to arrive, an Expect it cannot meet, and a Host it does not answer to.
 */
const ANY_CALL = [400, 408, 417, 421, 431];

/** Error statuses a call can answer: its own, and those its shape makes possible. */
export function errorStatusesOf(e: EndpointDef): number[] {
  const statuses = new Set<number>([...ANY_CALL, ...e.errors]);
  if (e.auth === 'bearer') statuses.add(401);
  if (e.params || e.query || e.body) statuses.add(422);
  // Bodies are read for every method but GET: too large or of another type is refused.
  if (e.method !== 'GET') {
    statuses.add(413);
    statuses.add(415);
  }
  if (e.params) statuses.add(414);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The contract's version, `info.version` of openapi.json (semantic versioning). A breaking change
 * needs a new major version, any other change of the API a new minor or patch version, each with
 * its entry in contracts/CHANGELOG.md; `npm run contract:gate` checks this against the released
 * contract (README, "Contract changes").
 */
export const CONTRACT_VERSION = '1.1.0';

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } },
} as const;

/**
 * Builds the OpenAPI 3.1 document from the endpoint table. Schemas carry their names and examples
 * with zod's own .meta(), so only this module (not the web app's bundle) needs the generator.
 */
export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
  });

  for (const [name, e] of Object.entries(endpoints) as [string, EndpointDef][]) {
    const responses: Record<
      string,
      {
        description: string;
        content?: Record<string, { schema: z.ZodType; example?: unknown }>;
        headers?: typeof RETRY_AFTER;
      }
    > = {
      [e.status]: {
        description: 'Success',
        content: { [e.produces ?? 'application/json']: { schema: e.response } },
      },
    };
    for (const s of errorStatusesOf(e)) {
      responses[s] = {
        description: ERROR_TEXT[s] ?? 'Error',
        content: {
          'application/json': {
            schema: ApiError,
            example: {
              status: s,
              user_message: ERROR_EXAMPLE[s]?.user_message ?? 'Error',
              errors: ERROR_EXAMPLE[s]?.errors ?? {},
            },
          },
        },
        ...(s === 429 ? { headers: RETRY_AFTER } : {}),
      };
    }
    registry.registerPath({
      operationId: name,
      method: e.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete',
      path: e.path,
      tags: [e.tag],
      summary: e.summary,
      ...(e.description ? { description: e.description } : {}),
      security:
        e.auth === 'bearer' ? [{ [bearer.name]: [] }] : e.auth === 'optional' ? [{}, { [bearer.name]: [] }] : [],
      request: {
        ...(e.params ? { params: e.params } : {}),
        ...(e.query ? { query: e.query } : {}),
        ...(e.body
          ? {
              body: {
                required: true,
                content: { [e.consumes ?? 'application/json']: { schema: e.body } },
              },
            }
          : {}),
      },
      responses,
    });
  }

  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Merchant back-office API',
      version: CONTRACT_VERSION,
      contact: { name: 'Merchant back-office API team', url: 'https://github.com/merchant-back-office' },
      description:
        'The API the merchant web app calls. Success bodies are `{ data }`, lists add `paginate`; errors are `{ status, user_message, errors }`. ' +
        'Every error answers in that envelope, those of each call listed with it. Besides them, a path that no call has answers 404, ' +
        'a path called with a method it lacks (or an OPTIONS that is no CORS preflight) answers 405 with `Allow`.',
    },
    servers: [{ url: 'http://127.0.0.1:4010', description: 'The mock API on this machine' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  });
  return withExamples(describe(document));
}

interface Described {
  description?: string;
}
interface Content {
  example?: unknown;
  examples?: Record<string, { summary: string; description?: string; value: unknown }>;
}
interface Operation {
  operationId: string;
  parameters?: (Described & {
    name: string;
    in: string;
    schema?: Described;
    examples?: Record<string, { value: unknown }>;
  })[];
  requestBody?: { content: Record<string, Content> };
  responses: Record<string, { content?: Record<string, Content> }>;
}
interface DocumentParts {
  components?: { schemas?: Record<string, Described> };
  paths?: Record<string, Record<string, Operation>>;
}

/**
 * Puts each operation's named examples in the document the way OpenAPI tools pair them (Specmatic
 * among them): the same name on each path and query parameter's value, on the request body and on
 * the answer of the example's status. A name on an error answer replaces that answer's generic
 * example of the envelope.
 */
function withExamples<D extends object>(document: D): D {
  for (const item of Object.values((document as DocumentParts).paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const [name, example] of Object.entries(EXAMPLES[operation.operationId] ?? {})) {
        const described = {
          summary: example.summary,
          ...(example.excluded ? { description: `Not replayed by the contract test: ${example.excluded}` } : {}),
        };
        const inputs = { path: example.params, query: example.query };
        for (const parameter of operation.parameters ?? []) {
          const value = inputs[parameter.in as keyof typeof inputs]?.[parameter.name];
          if (value !== undefined) (parameter.examples ??= {})[name] = { value };
        }
        for (const content of Object.values(operation.requestBody?.content ?? {})) {
          if (example.request !== undefined) (content.examples ??= {})[name] = { ...described, value: example.request };
        }
        const answer = operation.responses[example.status];
        if (!answer?.content)
          throw new Error(
            `${operation.operationId}: example ${name} answers ${example.status}, which the operation does not`,
          );
        for (const content of Object.values(answer.content)) {
          delete content.example;
          (content.examples ??= {})[name] = { ...described, value: example.response };
        }
      }
    }
  }
  return document;
}

/** Adds the texts of openapi-text.ts where a schema or parameter has no description of its own. */
function describe<D extends object>(document: D): D {
  const parts = document as DocumentParts;
  for (const [name, schema] of Object.entries(parts.components?.schemas ?? {})) {
    if (!schema.description && SCHEMA_TEXT[name]) schema.description = SCHEMA_TEXT[name];
  }
  for (const item of Object.values(parts.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const parameter of operation.parameters ?? []) {
        parameter.description ??= parameter.schema?.description ?? PARAMETER_TEXT[parameter.name];
      }
    }
  }
  return document;
}
