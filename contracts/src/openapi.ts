import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { ApiError, type z } from './common';
import { endpoints, type EndpointDef } from './endpoints';

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
      { description: string; content?: Record<string, { schema: z.ZodType }>; headers?: typeof RETRY_AFTER }
    > = {
      [e.status]: {
        description: 'Success',
        content: { [e.produces ?? 'application/json']: { schema: e.response } },
      },
    };
    for (const s of errorStatusesOf(e)) {
      responses[s] = {
        description: ERROR_TEXT[s] ?? 'Error',
        content: { 'application/json': { schema: ApiError } },
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
          ? { body: { required: true, content: { [e.consumes ?? 'application/json']: { schema: e.body } } } }
          : {}),
      },
      responses,
    });
  }

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Merchant back-office API',
      version: '1.0.0',
      description:
        'The API the merchant web app calls. Success bodies are `{ data }`, lists add `paginate`; errors are `{ status, user_message, errors }`. ' +
        'Every error answers in that envelope, those of each call listed with it. Besides them, a path that no call has answers 404, ' +
        'a path called with a method it lacks (or an OPTIONS that is no CORS preflight) answers 405 with `Allow`.',
    },
    servers: [{ url: 'http://127.0.0.1:4010' }],
  });
}
