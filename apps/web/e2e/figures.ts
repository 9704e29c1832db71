import { expect, type Page } from '@playwright/test';

/**
 * One date style and one number style per language, as lib/format.ts writes them: a date's day
 * never has a leading zero, a screen writes its dates in the list style ("4. Dez. 2026") or the
 * full one ("4. Dezember 2026") and no third, and an amount of four digits or more is grouped
 * ("8.000 €", "1.000 Zeichen"). Years, ids, phone numbers, postcodes and codes are no amounts: a
 * number counts as one only beside €, % or a unit, in a ratio, or inside a figure (FIGURES).
 */

export type Lang = 'en' | 'de';

/** The months as lib/format.ts writes them: the list's short form and the full name. */
const MONTHS: Record<Lang, { short: string[]; long: string[] }> = {
  de: {
    short: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
    long: [
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ],
  },
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
};

/** A word that names a month in some form: "Dez", "Dez.", "Dezember", "Sept", "Sep.". */
const MONTH_WORD: Record<Lang, string> = {
  de: '(?:Jan|Feb|Mär|Apr|Mai|Jun|Jul|Aug|Sep|Okt|Nov|Dez)\\p{L}*\\.?',
  en: '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\\p{L}*\\.?',
};

/** Words after which a number is a count or an amount. */
const UNITS: Record<Lang, string> = {
  de: 'Zeichen|Fans?|Gutscheine?|Abonnent(?:en)?|Zahlung(?:en)?|Einlösung(?:en)?|Pläne|Plan|Benachrichtigung(?:en)?|ungelesen',
  en: 'characters?|fans?|vouchers?|subscribers?|payments?|redemptions?|plans?|notifications?|unread',
};

/** The test ids of elements that show a figure: every number in them is an amount or a count. */
export const FIGURES = [
  'balance-available',
  'balance-sum',
  'description-counter',
  'fee-preview-split',
  'fee-preview-total',
  'growth-badge',
  'invoice-item-amount',
  'invoice-item-quantity',
  'invoice-total',
  'membership-paid',
  'payout-amount',
  'plan-card-price',
  'plan-count',
  'plan-fee',
  'plan-final-price',
  'plan-price',
  'plan-price-split',
  'plan-subscribers',
  'plan-voucher-uses',
  'sale-fee',
  'sale-gross',
  'sale-net',
  'subscriber-count',
  'subscriber-redeemed',
  'subscriber-total-paid',
  'top-subscriber-score',
  'totals-count',
  'totals-net',
  'unread-count',
  'voucher-count',
  'voucher-quantity',
  'voucher-usage-ratio',
  'voucher-value',
];

type Style = 'short' | 'long' | 'either' | string;

/** The style of a month word: the list's, the full one, both (März, Mai), or another ("Dez", "Sep."). */
function monthStyle(word: string, lang: Lang): Style {
  const { short, long } = MONTHS[lang];
  if (short.includes(word) && long.includes(word)) return 'either';
  if (short.includes(word)) return 'short';
  if (long.includes(word)) return 'long';
  return `"${word}"`;
}

/** The dates of a text, with their style and whether the day has a leading zero. */
function datesOf(text: string, lang: Lang): { date: string; style: Style; leadingZero: boolean }[] {
  const month = MONTH_WORD[lang];
  const dates: { date: string; style: Style; leadingZero: boolean }[] = [];
  // Day first, with or without a year: "4. Dez. 2026", "04. Dezember", "4 Dec 2026".
  const dayFirst = new RegExp(
    lang === 'de'
      ? `(?<![\\d.,])(\\d{1,2})\\. ?(${month})(?: (\\d{4}))?`
      : `(?<![\\d.,:])(\\d{1,2}) (${month})(?: (\\d{4}))?`,
    'gu',
  );
  for (const m of text.matchAll(dayFirst)) {
    dates.push({ date: m[0], style: monthStyle(m[2]!, lang), leadingZero: m[1]!.startsWith('0') });
  }
  // Month first, the US order: "December 04, 2026".
  for (const m of text.matchAll(new RegExp(`(?<!\\p{L})(${month}) (\\d{1,2}), (\\d{4})`, 'gu'))) {
    dates.push({ date: m[0], style: `month first ("${m[0]}")`, leadingZero: m[2]!.startsWith('0') });
  }
  // A month and its year without a day: "November 2026".
  const monthYear = new RegExp(`(?<![\\d.] ?)(?<!\\p{L})(${month}) (\\d{4})(?![\\d,])`, 'gu');
  for (const m of text.matchAll(monthYear))
    dates.push({ date: m[0], style: monthStyle(m[1]!, lang), leadingZero: false });
  // Digits only: "04.12.2026", "4/12/2026".
  for (const m of text.matchAll(/(?<![\d.,/])(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})(?![\d.,/])/g)) {
    dates.push({ date: m[0], style: `digits ("${m[0]}")`, leadingZero: m[1]!.startsWith('0') });
  }
  return dates;
}

/** Four digits or more without grouping: "1000", "10000,50". */
const UNGROUPED = '(?<![\\d.,])\\d{4,}(?:[.,]\\d{1,2})?(?![\\d])';

/** The amounts of a text written without grouping, found by what stands beside them. */
function ungroupedAmounts(text: string, lang: Lang, figures: readonly string[]): string[] {
  const found = [
    // Beside money, a percent sign or a unit: "8000 €", "€8000", "1000 Zeichen", "1200 %".
    // On the same line: a phone number that ends one line is not an amount of the next line's word.
    ...text.matchAll(new RegExp(`${UNGROUPED}[^\\S\\n]?(?:€|%|(?:${UNITS[lang]})(?!\\p{L}))`, 'gu')),
    ...text.matchAll(new RegExp(`€[^\\S\\n]?${UNGROUPED}`, 'gu')),
    // Either side of a ratio: "485 / 1494", "0 / 1000".
    ...text.matchAll(new RegExp(`${UNGROUPED}\\s?/\\s?\\d+|(?<![\\d.,])\\d+\\s?/\\s?${UNGROUPED}`, 'gu')),
  ].map((m) => m[0].trim());
  // Inside a figure, every number is an amount or a count.
  for (const figure of figures) found.push(...[...figure.matchAll(new RegExp(UNGROUPED, 'gu'))].map((m) => m[0]));
  return found;
}

/**
 * What a screen's text does against the styles: dates with a leading zero, dates in a style that
 * is neither the list's nor the full one (and so a second style beside them), ungrouped amounts.
 * `figures` are the texts of the screen's figures (FIGURES).
 */
export function styleProblems(text: string, lang: Lang, figures: readonly string[] = []): string[] {
  const problems: string[] = [];
  const dates = datesOf(text, lang);
  for (const d of dates.filter((d) => d.leadingZero)) problems.push(`a leading zero: "${d.date}"`);
  const styles = [...new Set(dates.map((d) => d.style).filter((s) => s !== 'either'))];
  const others = styles.filter((s) => s !== 'short' && s !== 'long');
  if (others.length > 0)
    problems.push(
      `a date style that is neither the list's nor the full one: ${others.join(', ')}` +
        (styles.length > 1 ? ` (the screen mixes ${styles.join(', ')})` : ''),
    );
  for (const amount of ungroupedAmounts(text, lang, figures)) problems.push(`an ungrouped number: "${amount}"`);
  return problems;
}

/** The screen writes its dates and numbers in the language's one style. `text` is what it says. */
export async function expectOneStyle(page: Page, where: string, text: string, lang: Lang = 'de') {
  const figures = await page.evaluate(
    (ids) =>
      [...document.querySelectorAll<HTMLElement>('[data-testid]')]
        .filter((el) => ids.includes(el.dataset.testid ?? ''))
        .map((el) => el.innerText),
    FIGURES,
  );
  expect(styleProblems(text, lang, figures), `${where}: dates and numbers in one style`).toEqual([]);
}
