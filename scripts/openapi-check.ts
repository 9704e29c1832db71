/**
 * A validation relay built from contracts/openapi.json: it passes every request on to the API
 * unchanged and checks the exchange against the document, with Ajv (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1).
 *
 * - A request must name an operation of the document, and its path parameters, query and body
 *   must match it. A request that does not (the pact sends some on purpose) must be refused by the
 *   API with an error status the operation documents: an API that accepted it would be wrong.
 * - An answer must carry a status the operation documents, in the documented media type, and
 *   a JSON body must match the schema of that status.
 *
 * Calls outside the API (/__mock, the provider state endpoint) pass unchecked.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startRelay, type Exchange } from './relay';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: object;
}
interface MediaTypes {
  content?: Record<string, { schema?: object }>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: MediaTypes & { required?: boolean };
  responses: Record<string, MediaTypes>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: object;
}

const docFile = fileURLToPath(new URL('../contracts/openapi.json', import.meta.url));

const mediaType = (header: string | string[] | undefined) =>
  String(header ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  operation: Operation;
  params: ValidateFunction;
  query: ValidateFunction;
  body: Map<string, ValidateFunction>;
  responses: Map<string, Map<string, ValidateFunction | null>>;
}

/** Every operation of the document, compiled once; literal paths first, so /my is not taken for /{id}. */
function compile(doc: Document) {
  // Parameters arrive as text: coerce them to the schema's types, as the API does.
  // multipleOf (0.01 for amounts in euros) is tested with a tolerance: in binary floating point
  // 19.9 / 0.01 is 1989.9999999999998, no whole number.
  const params = new Ajv2020({ strict: false, allErrors: true, coerceTypes: 'array', multipleOfPrecision: 9 });
  const bodies = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
  for (const ajv of [params, bodies]) {
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
  }
  const refs = (schema: object) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
  const objectOf = (list: Parameter[]) => ({
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [p.name, refs(p.schema)])),
    required: list.filter((p) => p.required).map((p) => p.name),
  });

  const routes: Route[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '([^/]+)');
      const list = operation.parameters ?? [];
      const body = new Map<string, ValidateFunction>();
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (media.schema && type === 'application/json') body.set(type, bodies.compile(refs(media.schema)));
        else body.set(type, bodies.compile({}));
      }
      const responses = new Map<string, Map<string, ValidateFunction | null>>();
      for (const [status, answer] of Object.entries(operation.responses)) {
        const types = new Map<string, ValidateFunction | null>();
        for (const [type, media] of Object.entries(answer.content ?? {})) {
          types.set(type, media.schema && type.endsWith('json') ? bodies.compile(refs(media.schema)) : null);
        }
        responses.set(status, types);
      }
      routes.push({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${source}$`),
        names,
        operation,
        params: params.compile(objectOf(list.filter((p) => p.in === 'path'))),
        query: params.compile(objectOf(list.filter((p) => p.in === 'query'))),
        body,
        responses,
      });
    }
  }
  return routes.sort((a, b) => Number(a.template.includes('{')) - Number(b.template.includes('{')));
}

const describe = (validate: ValidateFunction, where: string) =>
  (validate.errors ?? []).map((e) => `${where}${e.instancePath} ${e.message ?? 'is invalid'}`);

export interface Findings {
  checked: number;
  violations: number;
  /** One line per refused invalid request and per violation. */
  lines: string[];
}

let committed: Route[] | undefined;

/** Checks exchanges against the document; `report()` tells what it saw so far. */
export function openApiChecker() {
  // Compiling every schema takes seconds: once per process.
  const routes = (committed ??= compile(JSON.parse(readFileSync(docFile, 'utf8')) as Document));
  const operations = new Set<string>();
  let checked = 0;
  let refused = 0;
  const violations: string[] = [];

  const inspect = (x: Exchange) => {
    const url = new URL(x.url, 'http://relay');
    if (url.pathname.startsWith('/__mock/')) return;
    checked += 1;
    const name = `${x.method} ${url.pathname}${url.search} → ${x.status}`;
    const route = routes.find((r) => r.method === x.method && r.pattern.test(url.pathname));
    if (!route) return void violations.push(`${name}: no operation of openapi.json`);
    operations.add(route.operation.operationId);

    // The request.
    const problems: string[] = [];
    const values = route.pattern.exec(url.pathname)!.slice(1);
    const path = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(values[i]!)]));
    if (!route.params(path)) problems.push(...describe(route.params, 'path'));
    const query: Record<string, string | string[]> = {};
    for (const [k, v] of url.searchParams) query[k] = k in query ? [query[k]!].flat().concat(v) : v;
    if (!route.query(query)) problems.push(...describe(route.query, 'query'));
    const sent = mediaType(x.requestHeaders['content-type']);
    if (x.requestBody.length > 0 || route.operation.requestBody?.required) {
      const validate = route.body.get(sent);
      if (!validate) problems.push(`body: ${sent || 'no content type'} is not a documented request type`);
      else if (sent === 'application/json') {
        let body: unknown;
        try {
          body = JSON.parse(x.requestBody.toString('utf8'));
        } catch {
          problems.push('body: not JSON');
        }
        if (body !== undefined && !validate(body)) problems.push(...describe(validate, 'body'));
      }
    }

    // The answer.
    const documented = route.responses.get(String(x.status));
    if (problems.length > 0) {
      if (x.status >= 400 && x.status < 500 && documented) refused += 1;
      else violations.push(`${name}: accepted a request the document forbids (${problems.slice(0, 3).join('; ')})`);
    }
    if (!documented) return void violations.push(`${name}: status ${x.status} is not documented`);
    const got = mediaType(x.responseHeaders['content-type']);
    if (documented.size === 0) {
      if (x.responseBody.length > 0) violations.push(`${name}: a body where the document has none`);
      return;
    }
    if (!documented.has(got)) return void violations.push(`${name}: answered ${got || 'no content type'}`);
    const validate = documented.get(got);
    if (!validate) return;
    let body: unknown;
    try {
      body = JSON.parse(x.responseBody.toString('utf8'));
    } catch {
      return void violations.push(`${name}: the body is not JSON`);
    }
    if (!validate(body)) violations.push(`${name}: ${describe(validate, 'answer').slice(0, 3).join('; ')}`);
  };

  return {
    inspect,
    report: (): Findings => ({
      checked,
      violations: violations.length,
      lines: [
        `OpenAPI check: ${checked} exchanges over ${operations.size} of ${routes.length} operations; ` +
          `${refused} invalid requests refused as documented; ${violations.length} violations`,
        ...violations.map((v) => `✗ ${v}`),
      ],
    }),
  };
}

/** The checker as a relay in front of `upstream`. */
export async function startOpenApiCheck(upstream: string) {
  const checker = openApiChecker();
  const relay = await startRelay(upstream, { inspect: (x) => void checker.inspect(x) });
  return { url: relay.url, close: relay.close, report: checker.report };
}
