import { endpoints, type EndpointDef } from './endpoints';

const list = (tags: readonly string[]) => `[${tags.map((t) => `'${t}'`).join(', ')}]`;

/**
 * Renders src/routes.ts: the endpoint table without its schemas (method, path, auth, status, media
 * type). The web client calls the API through it, so its first paint does not need zod; forms that
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
    ];
    return `  ${name}: { ${fields.join(', ')} },`;
  });
  return [
    '// Generated from endpoints.ts by `npm run generate -w @mbo/contracts`. Do not edit.',
    "import type { EndpointName, RouteInfo } from './endpoints';",
    '',
    '/** Method, path, auth and success status of every endpoint, without schemas. */',
    'export const routes = {',
    ...rows,
    '} as const satisfies Record<EndpointName, RouteInfo>;',
    '',
  ].join('\n');
}

/**
 * Renders src/cache-tags.ts: the resources each call reads and changes, apart from the routes, so
 * the sign-in, which changes nothing it has read, does not download them. The web client refreshes
 * by them what a write has changed.
 */
export function renderCacheTagsModule(): string {
  const rows = Object.entries(endpoints as Record<string, EndpointDef>).map(
    ([name, e]) => `  ${name}: { reads: ${list(e.reads)}, changes: ${list(e.changes)} },`,
  );
  return [
    '// Generated from endpoints.ts by `npm run generate -w @mbo/contracts`. Do not edit.',
    "import type { CacheTagInfo, EndpointName } from './endpoints';",
    '',
    '/** The resources every endpoint reads and changes. */',
    'export const cacheTags = {',
    ...rows,
    '} as const satisfies Record<EndpointName, CacheTagInfo>;',
    '',
  ].join('\n');
}
