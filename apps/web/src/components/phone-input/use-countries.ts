import { useMemo } from 'react';
import { countriesFor, mainCountryOf } from './countries';
import type { Country } from './types';

/** The countries in the locale (names from the browser, dial codes from a small table). */
export function useCountries(locale: string): {
  countries: Country[];
  mainCountryOf: (dial: string) => string | null;
} {
  return useMemo(() => ({ countries: countriesFor(locale), mainCountryOf }), [locale]);
}
