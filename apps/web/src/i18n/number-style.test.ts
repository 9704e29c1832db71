import { describe, expect, it } from 'vitest';
import i18n from './index';
import { de, en } from './all-resources';

/**
 * One number style per language: thousands always grouped ("1.000 Zeichen", "1,000 characters"),
 * as lib/format.ts writes every number. A text either says its number that way or leaves a
 * placeholder, whose value the text formatter writes through lib/format.ts.
 */

/** Texts whose digits are no amount: example phone numbers. */
const NOT_AMOUNTS = new Set(['auth.fields.phonePlaceholder', 'settings.phone.placeholder']);

function texts(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * The numbers of four digits or more that a text writes without grouping ("1000", "10000,50"),
 * its placeholders aside. A year ("2026") is a name, not an amount, unless a unit follows it.
 */
export function ungroupedNumbers(text: string): string[] {
  const found: string[] = [];
  for (const m of text.replace(/\{\{[^}]*\}\}/g, ' ').matchAll(/(?<![\d.,])\d{4,}(?![\d])/g)) {
    const after = text.slice(m.index + m[0].length);
    const year = /^(19|20)\d\d$/.test(m[0]) && !/^\s?(€|%|Zeichen|characters|\p{L})/u.test(after.trimStart());
    if (!year) found.push(m[0]);
  }
  return found;
}

describe('numbers in the texts', () => {
  it('are grouped in both languages', () => {
    const ungrouped = Object.entries({ en, de }).flatMap(([lang, tree]) =>
      texts(tree)
        .filter(([key]) => !NOT_AMOUNTS.has(key))
        .flatMap(([key, text]) => ungroupedNumbers(text).map((n) => `${lang}:${key}: ${n}`)),
    );
    expect(ungrouped).toEqual([]);
  });

  it('the check finds what it should, and only that (a fixture)', () => {
    expect(ungroupedNumbers('Höchstens 1000 Zeichen')).toEqual(['1000']);
    expect(ungroupedNumbers('Preis bis 10000,00 €')).toEqual(['10000']);
    expect(ungroupedNumbers('Use at most 5000 characters')).toEqual(['5000']);
    expect(ungroupedNumbers('2000 Zeichen')).toEqual(['2000']);
    expect(ungroupedNumbers('Höchstens 1.000 Zeichen, 10.000,00 €')).toEqual([]);
    expect(ungroupedNumbers('from 1 to 1,000,000')).toEqual([]);
    expect(ungroupedNumbers('Stand: Februar 2026. {{count}} von {{max}}')).toEqual([]);
  });

  it('name no format but number, which the text formatter knows', () => {
    const formats = Object.values({ en, de }).flatMap((tree) =>
      texts(tree).flatMap(([, text]) => [...text.matchAll(/\{\{\s*\w+\s*,\s*([^}]+?)\s*\}\}/g)].map((m) => m[1])),
    );
    expect(new Set(formats)).toEqual(new Set(['number']));
  });
});

describe('numbers placed into a text', () => {
  it('are written by lib/format.ts, grouped, whether the text asks for a number or not', () => {
    expect(i18n.t('broadcasts:request.counter', { lng: 'de', count: 1000, max: 1000 })).toBe('1.000 / 1.000');
    expect(i18n.t('broadcasts:request.counter', { lng: 'en', count: 1000, max: 1000 })).toBe('1,000 / 1,000');
    expect(i18n.t('dashboard:vouchers.ratio', { lng: 'de', total: 1494, max: 8000 })).toBe('1.494 von 8.000 eingelöst');
    expect(i18n.t('vouchers:list.count', { lng: 'de', count: 1200 })).toBe('1.200 Gutscheine');
    expect(i18n.t('vouchers:list.count', { lng: 'de', count: 1 })).toBe('1 Gutschein');
  });

  it('leave every other value as it comes', () => {
    expect(i18n.t('vouchers:value.fixed', { lng: 'de', amount: '2,50 €' })).toBe('2,50 € Rabatt');
    expect(i18n.t('plans:form.voucher', { lng: 'en', n: '12a' })).toBe('Voucher 12a');
  });
});
