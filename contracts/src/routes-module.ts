import { endpoints, type EndpointDef } from './endpoints';

const list = (tags: readonly string[]) => `[${tags.map((t) => `'${t}'`).join(', ')}]`;

/**
 * Renders src/routes.ts: the endpoint table without its schemas (method, path, auth, status, media
 * type, and the resources each call reads and changes). The web client calls the API through it, so its first paint does not need zod; forms that
 * validate load zod with their own chunk. A test keeps the file in step with the table.
 */
export function renderRoutesModule(): string {
  const rows = Object.entries(endpoints as Record<string, EndpointDef>).map(([name, e]) => {
    const fields = [
      `method: '${e.method}'`,
      `path: '${e.path}'`,
      `auth: '${e.auth}'`,
      `status: ${e.status}`,
      ...(e.produces ? [`produces: '${e.produces}'`] : []),
      ...(e.consumes ? [`consumes: '${e.consumes}'`] : []),
      `reads: ${list(e.reads)}`,
      `changes: ${list(e.changes)}`,
    ];
    return `  ${name}: { ${fields.join(', ')} },`;
  });
  return [
    '// Generated from endpoints.ts by `npm run generate -w @mbo/contracts`. Do not edit.',
    "import type { EndpointName, RouteInfo } from './endpoints';",
    '',
    '/** Method, path, auth, success status and cache tags of every endpoint, without schemas. */',
    'export const routes = {',
    ...rows,
    '} as const satisfies Record<EndpointName, RouteInfo>;',
    '',
  ].join('\n');
}
