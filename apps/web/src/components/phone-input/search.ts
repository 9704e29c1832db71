import type { Country } from './types';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Countries matching a search by name (accents ignored), ISO code or dial code ("49", "+49"). */
export function filterCountries(countries: Country[], query: string): Country[] {
  const q = fold(query);
  if (!q) return countries;
  const digits = q.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) return countries.filter((c) => c.dialCode.slice(1).startsWith(digits));
  return countries.filter((c) => c.iso.toLowerCase() === q || fold(c.name).includes(q));
}
