import { describe, expect, it } from 'vitest';
import { salesCsvFileName } from './sales-csv';

const october = { from: '2026-10-01', to: '2026-10-31' };

describe('salesCsvFileName', () => {
  it('names the store and the period, in the language', () => {
    expect(salesCsvFileName('Café Morgenrot', october, 'en')).toBe('sales-cafe-morgenrot-2026-10.csv');
    expect(salesCsvFileName('Café Morgenrot', october, 'de')).toBe('umsatz-cafe-morgenrot-2026-10.csv');
  });

  it('writes German letters out and keeps only ASCII letters, digits and dashes', () => {
    expect(salesCsvFileName('Bäckerei Müller & Söhne; Große Straße', october, 'de')).toBe(
      'umsatz-baeckerei-mueller-und-soehne-grosse-strasse-2026-10.csv',
    );
    expect(salesCsvFileName('"Ö/Ü" \\ Bar', october, 'en')).toBe('sales-oeue-bar-2026-10.csv');
    expect(salesCsvFileName('Müller & Söhne', october, 'en')).toBe('sales-mueller-und-soehne-2026-10.csv');
    // A name with no Latin letter leaves the store out rather than an empty part.
    expect(salesCsvFileName('日本', october, 'en')).toBe('sales-2026-10.csv');
  });

  it('writes a whole month, a whole year and a single day short, other ranges with both days', () => {
    const name = (from?: string, to?: string) => salesCsvFileName('Laden', { from, to }, 'en');
    expect(name('2026-02-01', '2026-02-28')).toBe('sales-laden-2026-02.csv');
    expect(name('2028-02-01', '2028-02-28')).toBe('sales-laden-2028-02-01-2028-02-28.csv');
    expect(name('2026-01-01', '2026-12-31')).toBe('sales-laden-2026.csv');
    expect(name('2026-11-03', '2026-11-03')).toBe('sales-laden-2026-11-03.csv');
    expect(name('2026-11-01', '2026-11-15')).toBe('sales-laden-2026-11-01-2026-11-15.csv');
  });

  it('says which end is open', () => {
    const de = (from?: string, to?: string) => salesCsvFileName('Laden', { from, to }, 'de');
    expect(de()).toBe('umsatz-laden-gesamt.csv');
    expect(de('2026-10-01')).toBe('umsatz-laden-ab-2026-10-01.csv');
    expect(de(undefined, '2026-10-31')).toBe('umsatz-laden-bis-2026-10-31.csv');
  });
});
