import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { ApiError, type z } from './common';
import { endpoints, type EndpointDef } from './endpoints';

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed request',
  401: 'Missing, expired or forged token',
  404: "Not found, or not this store's",
  409: 'Conflicts with the current state',
  413: 'The request body is too large',
  422: 'Validation failed; errors names every bad field',
  429: 'Too many requests; try again later',
};

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
    const errorStatuses = new Set<number>([400, ...e.errors]);
    if (e.auth === 'bearer') errorStatuses.add(401);
    if (e.params || e.query || e.body) errorStatuses.add(422);
    const responses: Record<string, { description: string; content?: Record<string, { schema: z.ZodType }> }> = {
      [e.status]: {
        description: 'Success',
        content: { [e.produces ?? 'application/json']: { schema: e.response } },
      },
    };
    for (const s of [...errorStatuses].sort()) {
      responses[s] = { description: ERROR_TEXT[s] ?? 'Error', content: { 'application/json': { schema: ApiError } } };
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
        'The API the merchant web app calls. Success bodies are `{ data }`, lists add `paginate`; errors are `{ status, user_message, errors }`.',
    },
    servers: [{ url: 'http://127.0.0.1:4010' }],
  });
}
