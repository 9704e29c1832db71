/**
 * `npm run contract:diff -- <base> [<head>]`: what changed between two versions of the contract,
 * each change classified as breaking, non-breaking or documentation only, one line per change
 * with its operation and JSON path (a JSON Pointer into the head document, or the base one for a
 * removal). Exits 1 when a change is breaking, 0 otherwise.
 *
 * `<base>` and `<head>` are each a path to an OpenAPI file, a git ref (its
 * `contracts/openapi.json`) or `ref:path`; `<head>` defaults to the working tree's
 * `contracts/openapi.json`.
 *
 * The differ is api-smart-diff's (it resolves every $ref, so a change to a shared schema shows
 * once for each operation that uses it). On top of its classification sit the few rules of
 * RULES below, where it disagrees with what this repository calls breaking.
 */
import { apiCompare, type Diff } from 'api-smart-diff';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository's root (this file is contracts/scripts/contract-diff.ts). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CONTRACT_PATH = 'contracts/openapi.json';

export type ChangeKind = 'breaking' | 'non-breaking' | 'documentation';

export interface Change {
  kind: ChangeKind;
  /** `GET /auth/me`, or `-` for a change outside the operations (info, servers, tags). */
  operation: string;
  /** A JSON Pointer (RFC 6901) to the changed node. */
  pointer: string;
  action: Diff['action'];
  /** What happened, `[Removed] operation GET /auth/me`: the library's words, or ours where it has none. */
  description: string;
  /** The rule of RULES that overrode the library's classification, if one did. */
  rule?: string;
}

type Json = Record<string, unknown>;
type Path = readonly (string | number)[];

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** Where in an operation a diff sits: a request part, a response, or the operation's own fields. */
function sideOf(path: Path): 'request' | 'response' | 'operation' {
  const part = path[3];
  if (part === 'requestBody' || part === 'parameters') return 'request';
  if (part === 'responses') return 'response';
  return 'operation';
}

const last = (path: Path) => path[path.length - 1];
const isIndex = (key: unknown) => typeof key === 'number';
/** The keyword a diff changes: `enum` for `…/enum/2`, `type` for `…/type` or `…/type/0`. */
const keywordOf = (path: Path) => (isIndex(last(path)) ? path[path.length - 2] : last(path));
const isSchemaKeyword = (path: Path, keyword: string) => keywordOf(path) === keyword && path.includes('schema');

interface Rule {
  name: string;
  /** What the library says, and why this repository says otherwise. */
  why: string;
  applies(diff: Diff): boolean;
  kind: ChangeKind;
}

/**
 * Where api-smart-diff 1.0.6's classification disagrees with this repository's list of breaking
 * changes (issue 44, README "Contract changes"); each rule was found with a fixture of
 * contract-diff.test.ts, which also shows the library's own verdict.
 */
export const RULES: Rule[] = [
  {
    name: 'examples-are-documentation',
    why: 'the library calls named examples added to a parameter breaking; examples change no request or answer (a schema property that happens to be named `example` or `examples` is not one)',
    applies: (d) =>
      d.path[0] === 'paths' &&
      d.path.some((key, i) => (key === 'examples' || key === 'example') && d.path[i - 1] !== 'properties'),
    kind: 'documentation',
  },
  {
    name: 'response-enum-value-removed',
    why: 'the library calls a value dropped from a response enum non-breaking (readers still understand every value sent); a client that sends the value back or shows it, as the web app does with statuses, breaks',
    applies: (d) =>
      d.path[0] === 'paths' &&
      sideOf(d.path) === 'response' &&
      d.action === 'remove' &&
      isSchemaKeyword(d.path, 'enum'),
    kind: 'breaking',
  },
  {
    name: 'request-property-made-required',
    why: 'the library calls a request property that becomes required non-breaking when it has a default (as many of ours do); a client that leaves it out is refused all the same',
    applies: (d) =>
      d.path[0] === 'paths' &&
      sideOf(d.path) === 'request' &&
      d.action === 'add' &&
      isSchemaKeyword(d.path, 'required'),
    kind: 'breaking',
  },
  {
    name: 'response-type-changed',
    why: 'the library calls a response property\'s new type non-breaking (and, for OpenAPI 3.1\'s type lists such as ["integer", "null"], a documentation change); a client reading the old type breaks',
    applies: (d) => d.path[0] === 'paths' && sideOf(d.path) === 'response' && isSchemaKeyword(d.path, 'type'),
    kind: 'breaking',
  },
  {
    name: 'request-type-narrowed',
    why: 'the library calls a type removed from an OpenAPI 3.1 type list of a request a documentation change; a client sending that type is refused (a type added to the list stays non-breaking)',
    applies: (d) =>
      d.path[0] === 'paths' &&
      sideOf(d.path) === 'request' &&
      d.action !== 'add' &&
      isSchemaKeyword(d.path, 'type') &&
      isIndex(last(d.path)),
    kind: 'breaking',
  },
  {
    name: 'required-parameter-added',
    why: 'the library calls a new `parameters` list non-breaking when the operation had none, even when a parameter in it is required',
    applies: (d) =>
      d.path[0] === 'paths' &&
      d.action === 'add' &&
      last(d.path) === 'parameters' &&
      Array.isArray(d.after) &&
      d.after.some((p: Json) => p.required === true),
    kind: 'breaking',
  },
  {
    name: 'security-requirement-added',
    why: 'the library flags a requirement added to an existing `security` list, not a `security` list added where there was none',
    applies: (d) =>
      d.path[0] === 'paths' &&
      d.action === 'add' &&
      last(d.path) === 'security' &&
      Array.isArray(d.after) &&
      d.after.length > 0 &&
      d.after.every((r: Json) => Object.keys(r).length > 0),
    kind: 'breaking',
  },
];

const LIBRARY_KIND: Record<Diff['type'], ChangeKind> = {
  breaking: 'breaking',
  'non-breaking': 'non-breaking',
  deprecated: 'non-breaking',
  annotation: 'documentation',
  // What the library cannot judge is read by a person: it fails the gate until they do.
  unclassified: 'breaking',
};

const escapePointer = (key: string | number) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');
export const toPointer = (path: Path) => `#/${path.map(escapePointer).join('/')}`;

function operationOf(path: Path): string {
  if (path[0] !== 'paths' || path.length < 2) return '-';
  const method = path[2];
  return typeof method === 'string' && METHODS.has(method) ? `${method.toUpperCase()} ${path[1]}` : `* ${path[1]}`;
}

/**
 * Every change from `before` to `after`. Changes inside `components` are left out: the library
 * reports each one again, resolved, under every operation that uses the component, which is
 * where a reader needs it. A component nothing refers to changes no operation.
 */
export function diffContracts(before: unknown, after: unknown): Change[] {
  const { diffs } = apiCompare(before, after);
  return diffs
    .filter((d) => d.path[0] !== 'components')
    .map((d) => {
      const rule = RULES.find((r) => r.applies(d));
      const kind = rule ? rule.kind : LIBRARY_KIND[d.type];
      return {
        kind,
        operation: operationOf(d.path),
        pointer: toPointer(d.path),
        action: d.action,
        description: describe(d),
        ...(rule && kind !== LIBRARY_KIND[d.type] ? { rule: rule.name } : {}),
      };
    });
}

/** Where in an operation a path points, in words: `category` of the request body, `data.status` of the 200 answer. */
function placeOf(path: Path): string {
  const at = path.indexOf('schema');
  const field = (at < 0 ? [] : path.slice(at + 1))
    .filter((k) => k !== 'properties')
    .map((k) => (k === 'items' ? '[]' : typeof k === 'number' ? `[${k}]` : `.${k}`))
    .join('')
    .replace(/^\./, '')
    .replace(/\.\[/g, '[');
  const part =
    path[3] === 'requestBody'
      ? 'the request body'
      : path[3] === 'responses'
        ? `the ${String(path[4])} answer`
        : path[3] === 'parameters'
          ? `parameter ${String(path[4])}`
          : '';
  return [field && `\`${field}\``, part].filter(Boolean).join(' of ') || path.slice(3).join('.');
}

const TAG: Record<Diff['action'], string> = { add: 'Added', remove: 'Removed', replace: 'Replaced', rename: 'Renamed' };

/**
 * The library's description, `[Removed] property …`, or one made from the path where it has none
 * or only an "annotation"; an enum change names the value.
 */
function describe(d: Diff): string {
  const library = (d.description ?? '').trim();
  const text = /^\[\w+\] (?!annotation \()\S/.test(library) ? library : `[${TAG[d.action]}] ${placeOf(d.path)}`;
  const value = d.action === 'remove' ? d.before : d.after;
  const isEnum = keywordOf(d.path) === 'enum' && isIndex(last(d.path));
  return isEnum && (typeof value === 'string' || typeof value === 'number')
    ? `${text}: ${JSON.stringify(value)} ${d.action === 'remove' ? 'removed' : d.action === 'add' ? 'added' : 'changed'}`
    : text;
}

export function isBreaking(changes: readonly Change[]): boolean {
  return changes.some((c) => c.kind === 'breaking');
}

const LABEL: Record<ChangeKind, string> = {
  breaking: 'BREAKING     ',
  'non-breaking': 'non-breaking ',
  documentation: 'documentation',
};

/** One line: kind, operation, pointer, what happened (and the overriding rule). */
export function formatChange(c: Change): string {
  return `${LABEL[c.kind]}  ${c.operation}  ${c.pointer}  ${c.description}${c.rule ? ` [rule: ${c.rule}]` : ''}`;
}

/** Counts by kind, e.g. `2 breaking, 1 non-breaking, 0 documentation`. */
export function summarise(changes: readonly Change[]): string {
  const count = (k: ChangeKind) => changes.filter((c) => c.kind === k).length;
  return `${count('breaking')} breaking, ${count('non-breaking')} non-breaking, ${count('documentation')} documentation only`;
}

/**
 * An OpenAPI document from a file path, a git ref (its contracts/openapi.json) or `ref:path`.
 * A path wins over a ref of the same name.
 */
export function loadContract(spec: string, root = ROOT): { document: Json; label: string } {
  // npm runs scripts in the root; INIT_CWD is where the command was typed.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), spec);
  if (existsSync(file)) return { document: JSON.parse(readFileSync(file, 'utf8')) as Json, label: spec };
  const object = spec.includes(':') ? spec : `${spec}:${CONTRACT_PATH}`;
  let text: string;
  try {
    text = execFileSync('git', ['show', object], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: 'pipe',
    });
  } catch {
    throw new Error(`"${spec}" is neither a file nor a git ref with ${CONTRACT_PATH} (tried git show ${object})`);
  }
  return { document: JSON.parse(text) as Json, label: object };
}

function main(args: string[]): number {
  if (args.length < 1 || args.length > 2 || args.some((a) => a === '-h' || a === '--help')) {
    console.error('usage: npm run contract:diff -- <base> [<head>]   (each a git ref, ref:path or an OpenAPI file)');
    return 2;
  }
  const base = loadContract(args[0]!);
  const head = loadContract(args[1] ?? resolve(ROOT, CONTRACT_PATH));
  const changes = diffContracts(base.document, head.document);
  console.log(`${base.label} → ${head.label}`);
  for (const c of changes) console.log(formatChange(c));
  console.log(changes.length === 0 ? 'No changes.' : summarise(changes));
  return isBreaking(changes) ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exitCode = 2;
  }
}
