import { describe, expect, it } from 'vitest';
import { de, en } from './all-resources';

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locales', () => {
  it('en and de have exactly the same keys', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });

  it('have no empty texts', () => {
    for (const [name, res] of Object.entries({ en, de })) {
      const walk = (o: unknown, path: string): void => {
        if (typeof o === 'string') expect(o.trim(), `${name}:${path}`).not.toBe('');
        else if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) walk(v, `${path}.${k}`);
      };
      walk(res, '');
    }
  });

  it('keep interpolation placeholders alike', () => {
    const flat = (o: unknown, p = ''): Record<string, string> =>
      typeof o === 'string'
        ? { [p]: o }
        : Object.assign({}, ...Object.entries(o as object).map(([k, v]) => flat(v, p ? `${p}.${k}` : k)));
    const e = flat(en);
    const d = flat(de);
    const vars = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((v) => v.replace(/\s/g, '')).sort();
    for (const k of Object.keys(e)) expect(vars(d[k] ?? ''), k).toEqual(vars(e[k]!));
  });
});
