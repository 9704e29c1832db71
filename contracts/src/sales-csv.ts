import slugify from 'slugify';

/** The languages a sales CSV is written in (the interface languages). */
export type SalesCsvLocale = 'en' | 'de';

/** The days a sales CSV covers, both included (YYYY-MM-DD); an open end covers everything that way. */
export interface SalesCsvPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

const WORDS: Record<SalesCsvLocale, { sales: string; all: string; since: string; until: string }> = {
  en: { sales: 'sales', all: 'all', since: 'from', until: 'until' },
  de: { sales: 'umsatz', all: 'gesamt', since: 'ab', until: 'bis' },
};

const lastDayOfMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** The period as a file name part: a whole month as 2026-10, a whole year as 2026, one day as itself. */
function periodPart({ from, to }: SalesCsvPeriod, words: (typeof WORDS)[SalesCsvLocale]): string {
  if (!from && !to) return words.all;
  if (!to) return `${words.since}-${from}`;
  if (!from) return `${words.until}-${to}`;
  if (from === to) return from;
  const month = from.slice(0, 7);
  if (from.endsWith('-01') && to === lastDayOfMonth(month)) return month;
  const year = from.slice(0, 4);
  if (from === `${year}-01-01` && to === `${year}-12-31`) return year;
  return `${from}-${to}`;
}

/**
 * The file name of a store's sales CSV: what it is, the store, the period (`sales-cafe-morgenrot-2026-10.csv`,
 * in German `umsatz-cafe-morgenrot-2026-10.csv`). ASCII only, so that every system and mail client
 * keeps it as it is: German letters are written out (ä → ae, ß → ss, & → und), other marks dropped,
 * the same store part in both languages.
 * The server names the download with it and the web app saves under it.
 */
export function salesCsvFileName(store: string, period: SalesCsvPeriod, locale: SalesCsvLocale): string {
  const words = WORDS[locale];
  // The stores are German: their names are written out the German way in either language's file.
  const slug = slugify(store, { lower: true, strict: true, locale: 'de' });
  return [words.sales, slug, periodPart(period, words)].filter(Boolean).join('-') + '.csv';
}
