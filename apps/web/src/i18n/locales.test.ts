import { describe, expect, it } from 'vitest';
import { de as allDe, en as allEn } from './all-resources';
import sandboxDe from './de/sandbox.json';
import sandboxEn from './en/sandbox.json';

// The sandbox's texts come with its page (development only), not with the rest.
const en = { ...allEn, sandbox: sandboxEn };
const de = { ...allDe, sandbox: sandboxDe };

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

  it("name no placeholder after one of i18next's own options", () => {
    // t(key, { lng }) would switch the language (German screens showed "Pinned at" in English);
    // the others change the lookup in the same silent way.
    const RESERVED = [
      'lng',
      'lngs',
      'fallbackLng',
      'ns',
      'defaultValue',
      'context',
      'replace',
      'keyPrefix',
      'postProcess',
    ];
    const flat = (o: unknown, p = ''): [string, string][] =>
      typeof o === 'string' ? [[p, o]] : Object.entries(o as object).flatMap(([k, v]) => flat(v, p ? `${p}.${k}` : k));
    const bad = flat(en)
      .concat(flat(de))
      .filter(([, text]) => (text.match(/\{\{\s*(\w+)/g) ?? []).some((v) => RESERVED.includes(v.replace(/\W/g, ''))))
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });
});
