import { useEffect, useMemo, useState } from 'react';
import type * as CountriesModuleNs from './countries';
import type { Country } from './types';

type CountriesModule = typeof CountriesModuleNs;
let loading: Promise<CountriesModule> | null = null;
/** The country data (phone metadata + names) stays out of the first paint; it loads right after. */
export const loadCountries = () => (loading ??= import('./countries'));

/** The countries in the locale, or null while their data loads. */
export function useCountries(locale: string): {
  countries: Country[] | null;
  mainCountryOf: (dial: string) => string | null;
} {
  const [mod, setMod] = useState<CountriesModule | null>(null);
  useEffect(() => {
    let alive = true;
    loadCountries().then(
      (m) => alive && setMod(m),
      (error: unknown) => console.error(error),
    );
    return () => {
      alive = false;
    };
  }, []);
  return useMemo(
    () => ({
      countries: mod ? mod.countriesFor(locale) : null,
      mainCountryOf: (dial: string) => mod?.mainCountryOf(dial) ?? null,
    }),
    [mod, locale],
  );
}
