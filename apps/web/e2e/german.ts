import { expect, type Page, type Response } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectOneStyle } from './figures';
import { API_URL } from './support';

/**
 * What German means on a screen: no translation key shows as itself, t() asked for no key that is
 * missing, and no English text of the app's own catalogue is on screen, nor in an aria-label,
 * placeholder, title or alt text; no English word, and no date, time or amount shaped the English way;
 * dates and numbers in German's one style (e2e/figures.ts).
 */

const I18N = join(import.meta.dirname, '..', 'src', 'i18n');
type Tree = { [key: string]: string | Tree };
const flat = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.assign(
    {},
    ...Object.entries(tree).map(([k, v]) =>
      typeof v === 'string' ? { [`${prefix}${k}`]: v } : flat(v, `${prefix}${k}.`),
    ),
  );
const catalogue = (lang: 'en' | 'de') =>
  Object.assign(
    {},
    ...readdirSync(join(I18N, lang)).map((file) =>
      flat(JSON.parse(readFileSync(join(I18N, lang, file), 'utf8')) as Tree, `${file.replace(/\.json$/, '')}.`),
    ),
  ) as Record<string, string>;
const en = catalogue('en');
const de = catalogue('de');
const domains = [...new Set(Object.keys(en).map((k) => k.split('.')[0]!))];

/** English phrases of the app that German differs from: the parts between placeholders, 8+ characters. */
export const ENGLISH = [
  ...new Set(
    Object.entries(en)
      .filter(([key, text]) => de[key] !== text)
      .flatMap(([, text]) => text.split(/\{\{[^}]*\}\}|<\/?\w+>/))
      .map((part) => part.trim())
      .filter((part) => part.length >= 8 && /[a-z]{3}/.test(part))
      .filter((part) => !Object.values(de).some((d) => d.includes(part))),
  ),
];
const KEY_LIKE = new RegExp(`\\b(${domains.join('|')}):[a-z]\\w*(\\.\\w+)*`);

/** Everything a person reads or hears on the page now. */
async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attrs = [...document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.title, document.body.innerText, ...attrs].join('\n');
  });
}

/**
 * English words that have no place in a German text. Checked on whole words, after the store's own
 * data (names of plans, vouchers and fans, broadcast texts: `userData`) is taken out.
 */
export const STOP_WORDS =
  /\b(the|and|your|has|with|from|subscribed|subscriber|subscribers|voucher|vouchers|invoice|subtotal|redeemed|cancelled|payout|reached|ends|ago|today|yesterday)\b/i;
/** Dates, times and money shaped the English way: "25 Nov, 2026", "Dezember 01, 2026", "09:30 AM", "€9". */
export const ENGLISH_SHAPES = [
  /\b\d{1,2} \p{L}{3,}\.?, \d{4}\b/u,
  /\p{L}+ \d{1,2}, \d{4}\b/u,
  /\b\d{1,2}:\d{2} ?[AP]M\b/,
  /€ ?\d/,
];

/** The store's own texts, longest first, to take out of a page's text before looking for English. */
export async function userData(token: string): Promise<string[]> {
  const get = async <T>(path: string) =>
    (
      (await (await fetch(`${API_URL}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        data: T;
      }
    ).data;
  const plans = await get<{ name: string }[]>('/api/store/subscriptions?page=1&size=100');
  const vouchers = await get<{ name: string }[]>('/api/store/vouchers?page=1&size=100');
  const broadcasts = await get<{ description: string; voucher?: { name: string } }[]>(
    '/api/store/broadcast?page=1&size=100',
  );
  const subscribers = await get<{ username: string }[]>('/api/store/subscriptions/my/subscriber?page=1&size=100').catch(
    () => [],
  );
  return [
    ...plans.map((p) => p.name),
    ...vouchers.map((v) => v.name),
    ...broadcasts.map((b) => b.description),
    ...(Array.isArray(subscribers) ? subscribers.map((s) => s.username) : []),
  ]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
}

/** The API paths of the store's own records, whose names and descriptions may be in any language. */
const RECORDS = /\/api\/store\/(vouchers|subscriptions|broadcast|subscriber)\b/;

/**
 * The store's own texts in the answers the page itself receives from now on: what it shows of
 * them is exactly what it was sent, however other specs change the store meanwhile (a record
 * added and deleted while the page loads is in neither `userData` call around it). Reading them
 * ends the listening.
 */
export function userDataSeenBy(page: Page): () => string[] {
  const seen = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (typeof v === 'string' && ['name', 'description', 'username'].includes(key)) seen.add(v);
        else collect(v);
      }
    }
  };
  const listen = (response: Response) => {
    if (!RECORDS.test(new URL(response.url()).pathname)) return;
    response.json().then(collect, () => undefined);
  };
  page.on('response', listen);
  return () => {
    page.off('response', listen);
    return [...seen];
  };
}

export function withoutUserData(text: string, userData: string[] = []): string {
  return userData.reduce((out, data) => out.split(data).join(' '), text);
}

/** The page reads German only; `userData` is the store's own texts, which may be in any language. */
export async function expectGerman(page: Page, where: string, userData: string[] = []) {
  expect(await page.evaluate(() => document.documentElement.lang), where).toBe('de');
  const text = await pageTexts(page);
  const words = withoutUserData(text, userData);
  expect(words.match(STOP_WORDS)?.[0], `${where}: an English word on a German screen`).toBeUndefined();
  for (const shape of ENGLISH_SHAPES)
    expect(words.match(shape)?.[0], `${where}: an English-shaped date, time or amount`).toBeUndefined();
  await expectOneStyle(page, where, words);
  expect(await page.evaluate(() => document.title), `${where}: the tab's title`).not.toBe('Merchant');
  expect(text.match(KEY_LIKE)?.[0], `${where}: a key shows as itself`).toBeUndefined();
  expect(await page.evaluate(() => window.__i18nMissing ?? []), `${where}: keys missing in every language`).toEqual([]);
  // Out of what the app itself says: a store's voucher may well be called "Published, no plan".
  const english = ENGLISH.filter((phrase) => words.includes(phrase));
  expect(english, `${where}: English texts on a German screen`).toEqual([]);
}
