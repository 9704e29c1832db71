import { DIAL_CODE_TABLE, DIAL_CODES } from './dial-codes';
import { flagUrl } from './flag';
import type { Country } from './types';

/** The interface languages; every country is searchable by its name in each of them. */
const NAME_LOCALES = ['en', 'de'] as const;

/** Country names come from the browser (Intl.DisplayNames), which knows them in every language. */
function namer(locale: string): (iso: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return (iso) => names.of(iso) ?? iso;
  } catch {
    return (iso) => iso;
  }
}

const cache = new Map<string, Country[]>();

/** Every country with a dial code (245), named in the locale and sorted by that name. */
export function countriesFor(locale: string): Country[] {
  const hit = cache.get(locale);
  if (hit) return hit;
  const name = namer(locale);
  const others = NAME_LOCALES.filter((l) => l !== locale).map(namer);
  const collator = new Intl.Collator(locale);
  const list = [...DIAL_CODES]
    .map(([iso, dialCode]) => {
      const own = name(iso);
      return { iso, name: own, names: [own, ...others.map((n) => n(iso))], dialCode, flag: flagUrl(iso) };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}

const mainCountries = new Map(
  DIAL_CODE_TABLE.split(' ').map((group) => {
    const [code, isos] = group.split(':') as [string, string];
    return [`+${code}`, isos.slice(0, 2)];
  }),
);

/** The main country of a dial code (+1 → US, +44 → GB), for a stored value that names no country. */
export function mainCountryOf(dialCode: string): string | null {
  return mainCountries.get(`+${dialCode.replace(/^\+/, '')}`) ?? null;
}
