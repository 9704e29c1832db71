import { describe, expect, it } from 'vitest';
import { countriesFor, mainCountryOf } from './countries';
import { DEFAULT_COUNTRY, flagUrl } from './flag';
import { filterCountries } from './search';

describe('country list', () => {
  it('has about 240 countries with ISO code, dial code, name and flag', () => {
    const list = countriesFor('en');
    expect(list.length).toBeGreaterThanOrEqual(230);
    expect(list.length).toBeLessThanOrEqual(260);
    expect(new Set(list.map((c) => c.iso)).size).toBe(list.length);
    for (const c of list) {
      expect(c.iso).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^\+\d{1,4}$/);
      // A name the browser knows, not the bare ISO code.
      expect(c.name).not.toBe(c.iso);
      expect(c.flag).toBe(flagUrl(c.iso));
    }
  });

  it('names countries in German and sorts them by that name', () => {
    const de = countriesFor('de');
    expect(de.find((c) => c.iso === 'DE')?.name).toBe('Deutschland');
    expect(de.find((c) => c.iso === 'AT')?.name).toBe('Österreich');
    expect(countriesFor('en').find((c) => c.iso === 'DE')?.name).toBe('Germany');
    const names = de.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });

  it('defaults to Germany, +49', () => {
    expect(DEFAULT_COUNTRY).toEqual({ iso: 'DE', dialCode: '+49' });
    expect(countriesFor('en').find((c) => c.iso === 'DE')?.dialCode).toBe('+49');
  });

  it('has the dial codes of shared and small regions', () => {
    const dial = (iso: string) => countriesFor('en').find((c) => c.iso === iso)?.dialCode;
    expect([dial('US'), dial('CA'), dial('GB'), dial('JE'), dial('AT'), dial('XK'), dial('VA')]).toEqual([
      '+1',
      '+1',
      '+44',
      '+44',
      '+43',
      '+383',
      '+39',
    ]);
  });

  it('draws flags from bundled SVG files named by ISO code', () => {
    expect(flagUrl('DE')).toBe('/flags/DE.svg');
    expect(flagUrl('at')).toBe('/flags/AT.svg');
    expect(flagUrl('')).toBe('');
  });

  it('knows the main country of a shared dial code', () => {
    expect(mainCountryOf('+1')).toBe('US');
    expect(mainCountryOf('+44')).toBe('GB');
    expect(mainCountryOf('7')).toBe('RU');
    expect(mainCountryOf('+999')).toBeNull();
  });
});

describe('country search', () => {
  const list = countriesFor('de');
  it('finds by localised name, accents ignored', () => {
    expect(filterCountries(list, 'osterr').map((c) => c.iso)).toEqual(['AT']);
  });
  it('finds by the name in the other language too', () => {
    expect(filterCountries(list, 'austr').map((c) => c.name)).toEqual(['Australien', 'Österreich']);
    expect(filterCountries(countriesFor('en'), 'österr').map((c) => c.name)).toEqual(['Austria']);
  });
  it('finds by ISO code', () => {
    expect(filterCountries(list, 'ch').map((c) => c.iso)).toContain('CH');
  });
  it('finds by dial code, with or without +', () => {
    expect(filterCountries(list, '+49').map((c) => c.iso)).toEqual(['DE']);
    expect(filterCountries(list, '43').map((c) => c.iso)).toEqual(['AT']);
  });
  it('returns everything for an empty query', () => {
    expect(filterCountries(list, '  ')).toHaveLength(list.length);
  });
});
