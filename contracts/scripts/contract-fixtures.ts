/** The diff fixtures: fixtures/contract-diff/base.json, and per case a JSON Patch with the expected verdict. */
import type { ChangeKind } from './contract-diff';

export interface Fixture {
  description: string;
  expect: { kind: ChangeKind; operation: string; pointer: string; rule?: string };
  patch: { op: 'add' | 'remove' | 'replace'; path: string; value?: unknown }[];
}

/** The fixture's head document: base.json with its JSON Patch (add, remove, replace) applied. */
export function applyPatch(document: unknown, patch: Fixture['patch']): unknown {
  const result = structuredClone(document);
  for (const { op, path, value } of patch) {
    const keys = path
      .slice(1)
      .split('/')
      .map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'));
    const key = keys.pop()!;
    let parent = result as Record<string, unknown>;
    for (const k of keys) parent = parent[k] as Record<string, unknown>;
    if (Array.isArray(parent)) {
      const at = key === '-' ? parent.length : Number(key);
      if (op === 'remove') parent.splice(at, 1);
      else parent.splice(at, op === 'replace' ? 1 : 0, value);
    } else if (op === 'remove') delete parent[key];
    else parent[key] = value;
  }
  return result;
}
