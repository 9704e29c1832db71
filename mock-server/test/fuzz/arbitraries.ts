/**
 * fast-check arbitraries from the contract's zod schemas (through their JSON Schema, input side):
 * values the schema means to accept, and junk that it should refuse.
 */
import { z } from '@mbo/contracts';
import fc from 'fast-check';

type Node = { [key: string]: unknown };

const FROM = Date.parse('2026-01-01T00:00:00Z');
const TO = Date.parse('2027-12-31T23:59:59Z');
const instant = fc.integer({ min: FROM, max: TO }).map((t) => new Date(t));

/** Small ids hit the rows of the seeded database often; larger ones mostly miss. */
const idLike = (key: string) => /(^|_)id$/.test(key);

/** Values known to exist (ids of the signed-in store, demo phones), mixed into fields of that name. */
export type Hints = Record<string, readonly unknown[]>;

/** An arbitrary of values a JSON Schema node describes (the subset zod writes). */
export function fromJsonSchema(
  node: Node,
  defs: Record<string, Node> = {},
  key = '',
  hints: Hints = {},
): fc.Arbitrary<unknown> {
  const generated = fromNode(node, defs, key, hints);
  const known = hints[key];
  return known && known.length > 0 ? fc.oneof(fc.constantFrom(...known), generated) : generated;
}

function fromNode(node: Node, defs: Record<string, Node>, key: string, hints: Hints): fc.Arbitrary<unknown> {
  if (typeof node.$ref === 'string') return fromNode(defs[node.$ref.replace('#/$defs/', '')]!, defs, key, hints);
  if ('const' in node) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  // A node with its own type and an anyOf is a documented override (ids, page): the type wins.
  if (node.anyOf && !node.type) return fc.oneof(...(node.anyOf as Node[]).map((n) => fromNode(n, defs, key, hints)));
  const types = [node.type].flat().filter(Boolean) as string[];
  if (types.length > 1) return fc.oneof(...types.map((type) => fromNode({ ...node, type }, defs, key, hints)));
  const num = (k: string) => (typeof node[k] === 'number' ? (node[k] as number) : undefined);
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = num('minimum') ?? (num('exclusiveMinimum') !== undefined ? num('exclusiveMinimum')! + 1 : -1000);
      const max = Math.min(num('maximum') ?? 1_000_000, 1_000_000_000);
      const any = fc.integer({ min, max: Math.max(min, max) });
      return idLike(key) ? fc.oneof(fc.integer({ min: Math.max(1, min), max: Math.max(1, min) + 60 }), any) : any;
    }
    case 'number': {
      // Money: whole cents.
      const min = Math.ceil((num('minimum') ?? (num('exclusiveMinimum') ?? -1000) + 0.01) * 100);
      const max = Math.floor(Math.min(num('maximum') ?? 100_000, 1_000_000) * 100);
      return fc.integer({ min, max: Math.max(min, max) }).map((c) => c / 100);
    }
    case 'string':
      return stringOf(node);
    case 'array': {
      const items = node.items ? fromJsonSchema(node.items as Node, defs, key, hints) : fc.jsonValue();
      const minLength = num('minItems') ?? 0;
      return fc.array(items, { minLength, maxLength: Math.max(minLength, Math.min(num('maxItems') ?? 4, 4)) });
    }
    case 'object': {
      const properties = (node.properties ?? {}) as Record<string, Node>;
      const model = Object.fromEntries(
        Object.entries(properties).map(([k, v]) => [k, fromJsonSchema(v, defs, k, hints)]),
      );
      if (
        Object.keys(model).length === 0 &&
        node.additionalProperties &&
        typeof node.additionalProperties === 'object'
      ) {
        return fc.dictionary(
          fc.string({ minLength: 1, maxLength: 8 }),
          fromJsonSchema(node.additionalProperties as Node, defs, '', hints),
          { maxKeys: 3 },
        );
      }
      return fc.record(model, { requiredKeys: (node.required ?? []) as string[] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(node: Node): fc.Arbitrary<string> {
  const minLength = (node.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((node.maxLength as number | undefined) ?? 40, 60);
  const fits = (s: string) => s.length >= minLength && s.length <= ((node.maxLength as number | undefined) ?? 1e6);
  switch (node.format) {
    case 'date':
      return instant.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return instant.map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
      return fc.webUrl().filter(fits);
  }
  if (typeof node.pattern === 'string') return fc.stringMatching(new RegExp(node.pattern)).filter(fits);
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }),
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: 'grapheme' }),
  );
}

/** The values a zod schema means to accept, as a client would send them. */
export function valuesOf(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
  return fromJsonSchema(json, (json.$defs ?? {}) as Record<string, Node>, '', hints);
}

/** Path segments that are no id: other spellings of numbers, encodings, and too long. */
export const junkSegment = fc.oneof(
  fc.constantFrom(
    '0x1b',
    '1e0',
    '+1',
    '%201',
    '1.0',
    '-1',
    '0',
    'abc',
    '%E0%A4%A',
    '%00',
    '..',
    '99999999999999999999',
  ),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc.integer({ min: 201, max: 400 }).map((n) => 'x'.repeat(n)),
);

/** Query values that are no number, no enum member, or too long. */
export const junkQueryValue = fc.oneof(
  fc.constantFrom('', ' ', '0x10', '1e3', '-1', '0', '1.5', 'NaN', 'null', '%FF', 'x'.repeat(300)),
  fc.string({ maxLength: 20 }),
);

/** Bodies that are no JSON, or JSON of another shape. */
export const junkJson = fc.oneof(
  fc.constantFrom('{', '{"a":', 'null', '[]', '"text"', '42', 'true', '{"__proto__":{"x":1}}', '\u0000'),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
);
