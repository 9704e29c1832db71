import isoCountries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';
import { flagEmoji } from './flag';
import type { Country } from './types';

// This module carries the phone metadata and two name tables, so it loads on demand (see use-countries).
isoCountries.registerLocale(en);
isoCountries.registerLocale(de);

function countryName(iso: string, locale: string): string {
  const name = isoCountries.getName(iso, locale) ?? isoCountries.getName(iso, 'en');
  if (name) return name;
  // A few phone regions (Ascension, Tristan da Cunha) are not ISO 3166 countries.
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

const cache = new Map<string, Country[]>();

/** Every country with a dial code (~245), named in the locale and sorted by that name. */
export function countriesFor(locale: string): Country[] {
  const hit = cache.get(locale);
  if (hit) return hit;
  const collator = new Intl.Collator(locale);
  const list = getCountries()
    .map((iso) => ({
      iso,
      name: countryName(iso, locale),
      dialCode: `+${getCountryCallingCode(iso)}`,
      flag: flagEmoji(iso),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}

const callingCodes = (metadata as { country_calling_codes: Record<string, string[]> }).country_calling_codes;

/** The main country of a dial code (+1 → US, +44 → GB), for a stored value that names no country. */
export function mainCountryOf(dialCode: string): string | null {
  return callingCodes[dialCode.replace(/^\+/, '')]?.[0] ?? null;
}
