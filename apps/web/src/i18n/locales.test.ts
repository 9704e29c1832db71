import { describe, expect, it } from 'vitest';
import { de as allDe, en as allEn } from './all-resources';
import { NAMESPACES } from './namespaces';
import sandboxDe from './de/sandbox.json';
import sandboxEn from './en/sandbox.json';

// The sandbox's texts come with its page (development only), not with the rest.
const en = { ...allEn, sandbox: sandboxEn };
const de = { ...allDe, sandbox: sandboxDe };

/**
 * Words German uses as they are in English: the brand, names of languages in themselves, and
 * loanwords German screens use (see README.md). Any other German text equal to its English one
 * is a missing translation.
 */
const SAME_IN_BOTH = [
  'Merchant',
  'Deutsch',
  'English',
  'Status',
  'Fan',
  'Filter',
  'Details',
  'Name',
  'Broadcast',
  'Broadcasts',
  'App',
  'Logo',
  'Link',
  'Plan',
  'A–Z',
];
/** The words of a text, without its placeholders, numbers and signs. */
const wordsOf = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}+(?:–\p{L}+)?/gu) ?? [];

/** The formal address: the product speaks to stores with "du" (README.md). */
const FORMAL_ADDRESS = /\b(Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b/;

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locales', () => {
  it('have one file per namespace in each language, and no file that is no namespace', () => {
    for (const texts of [en, de]) expect(Object.keys(texts).sort()).toEqual([...NAMESPACES].sort());
  });

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

  it('keep the markup Trans fills in alike', () => {
    const flat = (o: unknown, p = ''): [string, string][] =>
      typeof o === 'string' ? [[p, o]] : Object.entries(o as object).flatMap(([k, v]) => flat(v, p ? `${p}.${k}` : k));
    const german = Object.fromEntries(flat(de));
    const tags = (s: string) => (s.match(/<\/?[\w-]+\s*\/?>/g) ?? []).sort();
    for (const [key, text] of flat(en)) expect(tags(german[key] ?? ''), key).toEqual(tags(text));
  });

  it("name no placeholder after one of t()'s own options", () => {
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

  it('have German for every text: a German text equal to its English one uses only words both languages share', () => {
    const flat = (o: unknown, p = ''): [string, string][] =>
      typeof o === 'string' ? [[p, o]] : Object.entries(o as object).flatMap(([k, v]) => flat(v, p ? `${p}.${k}` : k));
    const german = Object.fromEntries(flat(de));
    const untranslated = flat(en)
      .filter(([key, text]) => german[key] === text)
      .filter(([, text]) => !wordsOf(text).every((word) => SAME_IN_BOTH.includes(word)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it('speak to the store with "du" in German, never "Sie"', () => {
    const flat = (o: unknown, p = ''): [string, string][] =>
      typeof o === 'string' ? [[p, o]] : Object.entries(o as object).flatMap(([k, v]) => flat(v, p ? `${p}.${k}` : k));
    const formal = flat(de)
      .filter(([, text]) => FORMAL_ADDRESS.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(formal).toEqual([]);
  });
});
