/**
 * Turns a contract schema plus an example into Pact matchers, so a pact pins the rules the schema
 * states (types, formats, enums, lengths) rather than the example's values. The example is checked
 * against the schema first: an interaction cannot drift from the contract it claims to follow.
 */
import { MatchersV3 as M } from '@pact-foundation/pact';
import type { z } from '@mbo/contracts';

type Schema = z.ZodType;
interface Def {
  type: string;
  [key: string]: any;
}
const defOf = (s: Schema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (s: Schema): Def[] => (defOf(s).checks ?? []).map((c: Schema) => defOf(c));

// Readable stand-ins for zod's ISO patterns; same language (the contract allows only UTC "Z").
const FORMAT_PATTERNS: Record<string, string> = {
  datetime: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$',
  date: '^\\d{4}-\\d{2}-\\d{2}$',
};

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function stringMatcher(schema: Schema, example: string): unknown {
  for (const check of [defOf(schema), ...checksOf(schema)]) {
    const format = check.format as string | undefined;
    if (format && FORMAT_PATTERNS[format]) return M.regex(FORMAT_PATTERNS[format], example);
    if (format && check.pattern instanceof RegExp) return M.regex(check.pattern.source, example);
  }
  return M.like(example);
}

function arrayMatcher(schema: Schema, example: unknown[], path: string): unknown {
  if (example.length === 0) throw new Error(`${path}: give at least one example item, so the pact pins the item shape`);
  const item = build(defOf(schema).element, example[0], `${path}[0]`);
  const checks = checksOf(schema);
  const exact = checks.find((c) => c.check === 'length_equals')?.length as number | undefined;
  const min = exact ?? Math.max(1, (checks.find((c) => c.check === 'min_length')?.minimum as number | undefined) ?? 1);
  if (min === 1 && exact === undefined) return M.eachLike(item);
  // Pact's own helpers repeat the item's rules once per copy; plain copies keep the pact readable.
  const copies = Array.from({ length: min - 1 }, (_, i) =>
    M.reify(build(defOf(schema).element, example[i + 1] ?? example[0], `${path}[${i + 1}]`)),
  );
  return { 'pact:matcher:type': 'type', min, ...(exact !== undefined ? { max: exact } : {}), value: [item, ...copies] };
}

function build(schema: Schema, example: unknown, path: string): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const value = example as Record<string, unknown>;
      const unknown = Object.keys(value).filter((k) => !(k in shape));
      if (unknown.length > 0)
        throw new Error(`${path}: the example has fields the schema does not: ${unknown.join(', ')}`);
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        if (value[key] !== undefined) out[key] = build(field, value[key], `${path}.${key}`);
      }
      return out;
    }
    case 'record': {
      // Keys of a map (the fields of an error) are the point of the example: pinned literally.
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(example as Record<string, unknown>))
        out[key] = build(def.valueType, v, `${path}.${key}`);
      return out;
    }
    case 'array':
      return arrayMatcher(schema, example as unknown[], path);
    case 'string':
      return stringMatcher(schema, example as string);
    case 'number':
      // JSON does not keep 20.0 apart from 20, so money is "a number", never "a decimal".
      return checksOf(schema).some((c) => c.format === 'safeint' || c.format === 'int32')
        ? M.integer(example as number)
        : M.number(example as number);
    case 'boolean':
      return M.boolean(example as boolean);
    case 'enum':
      return M.regex(
        `^(${Object.values(def.entries as Record<string, string>)
          .map(escapeRegex)
          .join('|')})$`,
        String(example),
      );
    case 'literal':
      return M.equal(example);
    case 'nullable':
      // Pact has no "this type or null": the example decides which branch the provider state must produce.
      return example === null ? M.nullValue() : build(def.innerType, example, path);
    case 'optional':
    case 'default':
    case 'readonly':
      return build(def.innerType, example, path);
    case 'pipe':
      return build(def.out, example, path);
    case 'union': {
      const option = (def.options as Schema[]).find((o) => o.safeParse(example).success);
      if (!option) throw new Error(`${path}: the example fits no option of the union`);
      return build(option, example, path);
    }
    default:
      throw new Error(`${path}: no matcher for zod type "${def.type}"; extend zod-matchers.ts`);
  }
}

/** Pact matchers for `example`, shaped and constrained by `schema`. Throws when the example breaks the schema. */
export function matchersFor<S extends Schema>(schema: S, example: z.output<S>): unknown {
  const parsed = schema.safeParse(example);
  if (!parsed.success) throw new Error(`The pact example does not satisfy its schema:\n${parsed.error.message}`);
  return build(schema, example, '$');
}
