import { IntlMessageFormat } from 'intl-messageformat';
import { MESSAGES, type Locale, type MessageId } from './catalogue';

/**
 * The time zone of the stores' times. The contract carries no zone per store and every store the
 * product serves is in Germany, so dates written for people are German local dates.
 */
export const STORE_TIME_ZONE = 'Europe/Berlin';

const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

/** The named formats the catalogue's messages use: `{at, date, day}`, `{amount, number, money}`. */
const FORMATS = {
  date: { day: { day: 'numeric', month: 'long', year: 'numeric', timeZone: STORE_TIME_ZONE } },
  number: { money: { style: 'currency', currency: 'EUR' } },
} as const;

export type MessageValues = Record<string, string | number | Date>;

const compiled = new Map<string, IntlMessageFormat>();

/** A message of the catalogue in the language, with its values formatted for that language. */
export function render(id: MessageId, locale: Locale, values: MessageValues = {}): string {
  const key = `${locale}\u0000${id}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(MESSAGES[id][locale], INTL_LOCALE[locale], FORMATS, { ignoreTag: true });
    compiled.set(key, format);
  }
  return String(format.format(values));
}

/** Money for people in the language (cents in, "19,90 €" / "€19.90" out). */
export function formatMoney(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], FORMATS.number.money).format(cents / 100);
}
