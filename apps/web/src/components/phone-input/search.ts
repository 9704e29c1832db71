import type { Country } from './types';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const folded = new WeakMap<Country, string[]>();
const foldedNames = (c: Country) => {
  let names = folded.get(c);
  if (!names) folded.set(c, (names = c.names.map(fold)));
  return names;
};

/**
 * Countries matching a search by name in any interface language (accents ignored), ISO code or
 * dial code ("49", "+49").
 */
export function filterCountries(countries: Country[], query: string): Country[] {
  const q = fold(query);
  if (!q) return countries;
  const digits = q.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) return countries.filter((c) => c.dialCode.slice(1).startsWith(digits));
  return countries.filter((c) => c.iso.toLowerCase() === q || foldedNames(c).some((n) => n.includes(q)));
}
