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

const LOCAL_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/**
 * An instant as ISO 8601 in the stores' time zone with its offset (`2026-11-03T14:05:00+01:00`,
 * `2026-07-03T14:05:00+02:00` in summer): for files people read, where UTC would be an hour or two off.
 */
export function storeLocalIso(ms: number): string {
  const part = Object.fromEntries(LOCAL_PARTS.formatToParts(ms).map((p) => [p.type, p.value]));
  // longOffset is "GMT+01:00", or plain "GMT" at offset zero.
  const offset = part.timeZoneName!.replace('GMT', '') || '+00:00';
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}
