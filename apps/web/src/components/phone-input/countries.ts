import { DIAL_CODES } from './dial-codes';
import { flagUrl } from './flag';
import { namer } from './names';
import type { Country } from './types';

/** The interface languages; every country is searchable by its name in each of them. */
const NAME_LOCALES = ['en', 'de'] as const;

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

export { mainCountryOf } from './dial-codes';
