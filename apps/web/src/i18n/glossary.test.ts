import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sandboxDe from './de/sandbox.json';
import sandboxEn from './en/sandbox.json';
import { de as allDe, en as allEn } from './all-resources';

/**
 * One word for each thing: the glossary (docs/glossary.json, mirrored by docs/DESIGN.md) names each
 * thing's term in English and German and the other names it must not go by. Every text of both
 * languages is read: a text that says a term another way fails, and so does a text that names the
 * thing (a menu entry, a title, a column) without its term.
 */

type Lang = 'en' | 'de';
interface Words {
  term: string;
  forms?: string[];
  avoid?: string[];
  except?: string[];
}
interface Term {
  code: string;
  en: Words;
  de: Words;
  labels?: string[];
}
type Texts = Record<string, string>;

const glossary = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../docs/glossary.json'), 'utf8')) as {
  terms: Term[];
};

function flat(tree: unknown, prefix = ''): Texts {
  if (typeof tree === 'string') return { [prefix]: tree };
  return Object.assign(
    {},
    ...Object.entries(tree as object).map(([k, v]) =>
      flat(v, prefix ? `${prefix}${prefix.includes(':') ? '.' : ':'}${k}` : k),
    ),
  ) as Texts;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A word as a pattern: whole words only (no letter or digit either side), any case in English and
 * as written in German (its nouns are capitalised; "laden" is a verb, "Laden" a store); a trailing
 * `*` takes any ending ("Fangebühr*" is "Fangebühren" too).
 */
function wordPattern(word: string, lang: Lang): RegExp {
  const stem = word.endsWith('*') ? `${escape(word.slice(0, -1))}[\\p{L}-]*` : escape(word);
  return new RegExp(`(?<![\\p{L}\\p{N}])${stem}(?![\\p{L}\\p{N}])`, lang === 'en' ? 'iu' : 'u');
}

/** What a text says, without its placeholders and markup. */
const said = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?[\w-]+\s*\/?>/g, ' ');

/** Every text that calls a thing by a name its glossary entry avoids: "de:shell:nav.short.dashboard: Start (dashboard)". */
export function otherNames(terms: Term[], texts: Record<Lang, Texts>): string[] {
  const found: string[] = [];
  for (const lang of ['en', 'de'] as const) {
    for (const entry of terms) {
      const words = entry[lang];
      for (const [key, text] of Object.entries(texts[lang])) {
        const rest = (words.except ?? []).reduce((out, phrase) => out.split(phrase).join(' '), said(text));
        for (const word of words.avoid ?? []) {
          const hit = wordPattern(word, lang).exec(rest);
          if (hit) found.push(`${lang}:${key}: ${hit[0]} (${entry.code}: ${words.term})`);
        }
      }
    }
  }
  return found;
}

/** Every text that names a thing (its entry's `labels`) without the thing's term or one of its forms. */
export function unnamedLabels(terms: Term[], texts: Record<Lang, Texts>): string[] {
  const found: string[] = [];
  for (const entry of terms) {
    for (const key of entry.labels ?? []) {
      for (const lang of ['en', 'de'] as const) {
        const text = texts[lang][key];
        const words = [entry[lang].term, ...(entry[lang].forms ?? [])];
        // German joins words: "Abonnentendetails" names the subscriber as "Abonnent" does.
        const names = (w: string) => wordPattern(lang === 'de' ? `${w}*` : w, lang).test(said(text!));
        if (text === undefined) found.push(`${lang}:${key}: no such text (${entry.code})`);
        else if (!words.some(names))
          found.push(`${lang}:${key}: "${text}" does not say ${entry[lang].term} (${entry.code})`);
      }
    }
  }
  return found;
}

// The developers' gallery brings its own texts; they are read too.
const app: Record<Lang, Texts> = {
  en: flat({ ...allEn, sandbox: sandboxEn }),
  de: flat({ ...allDe, sandbox: sandboxDe }),
};

describe('the glossary', () => {
  it('has one entry per thing, each with its term in both languages', () => {
    const codes = glossary.terms.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const t of glossary.terms) for (const lang of ['en', 'de'] as const) expect(t[lang].term, t.code).not.toBe('');
  });

  it('never avoids a word another entry uses as its term', () => {
    const clashes = glossary.terms.flatMap((entry) =>
      (['en', 'de'] as const).flatMap((lang) =>
        glossary.terms
          .filter((other) => other !== entry)
          .flatMap((other) => [other[lang].term, ...(other[lang].forms ?? [])])
          .filter((word) => (entry[lang].avoid ?? []).some((avoid) => wordPattern(avoid, lang).test(word)))
          .map((word) => `${lang}: ${entry.code} avoids "${word}", a term of another entry`),
      ),
    );
    expect(clashes).toEqual([]);
  });
});

describe('the texts, read against the glossary', () => {
  it('call each thing by its term, never by another name', () => {
    expect(otherNames(glossary.terms, app)).toEqual([]);
  });

  it('name each thing with its term where they name it', () => {
    expect(unnamedLabels(glossary.terms, app)).toEqual([]);
  });

  it('the check bites: a fixture with the words the screens used to disagree on fails', () => {
    const fixture: Record<Lang, Texts> = {
      en: {
        'shell:nav.short.dashboard': 'Home',
        'vouchers:types.GDS': 'Goodies',
        'sales:invoice.transactionFee': 'Transaction fee',
        'vouchers:form.valueGoodieHint': 'What the goodie costs in your shop.',
      },
      de: {
        'shell:nav.short.dashboard': 'Start',
        'dashboard:overview.title': 'Überblick',
        'shell:nav.short.plans': 'Abos',
        'plans:voucherType.DFP': 'Rabatt, fester Betrag',
        'plans:voucherType.GDS': 'Goodies',
        'auth:login.title': 'Bei deinem Laden anmelden',
        'sales:reports.fee': 'Fangebühr (Plattform)',
        'sales:invoice.transactionFee': 'Transaktionsgebühren',
        // What the glossary allows: the verb, the loading as a noun, another "Dashboard", a compound.
        'notifications:list.loadMore': 'Mehr laden',
        'common:errors.pageFailedText': 'Beim Laden ist etwas schiefgelaufen.',
        'sales:activation.activeText': 'Die Berichte findest du in seinem Dashboard.',
        'vouchers:form.startDate': 'Startdatum',
      },
    };
    expect(otherNames(glossary.terms, fixture).sort()).toEqual(
      [
        'en:shell:nav.short.dashboard: Home (dashboard: Dashboard)',
        'en:vouchers:types.GDS: Goodies (GDS: Free goodie)',
        'en:sales:invoice.transactionFee: Transaction fee (fee: fan fee)',
        'en:vouchers:form.valueGoodieHint: shop (store: store)',
        'de:shell:nav.short.dashboard: Start (dashboard: Übersicht)',
        'de:dashboard:overview.title: Überblick (dashboard: Übersicht)',
        'de:plans:voucherType.DFP: Rabatt, fester Betrag (DFP: Rabatt (fester Betrag))',
        'de:plans:voucherType.GDS: Goodies (GDS: Gratisartikel)',
        'de:auth:login.title: Laden (store: Geschäft)',
        'de:sales:reports.fee: Fangebühr (fee: Fan-Gebühr)',
        'de:sales:invoice.transactionFee: Transaktionsgebühren (fee: Fan-Gebühr)',
      ].sort(),
    );
    // "Abos" is a fan's subscription: as the name of the plans' screen it fails as a label.
    const labels = { en: { ...app.en }, de: { ...app.de, 'shell:nav.short.plans': 'Abos' } };
    expect(unnamedLabels(glossary.terms, labels)).toEqual([
      'de:shell:nav.short.plans: "Abos" does not say Plan (plan)',
    ]);
  });
});
