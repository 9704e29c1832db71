/**
 * Translations, one JSON file per domain and language; keys read `<domain>.<view>.<key>`.
 * Files are split per domain so features can be edited side by side; `locales.test.ts`
 * checks that en and de have exactly the same keys.
 */
const enFiles = import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });
const deFiles = import.meta.glob<Record<string, unknown>>('./de/*.json', { eager: true, import: 'default' });

const byDomain = (files: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(files).map(([path, json]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), json]));

export const en = byDomain(enFiles);
export const de = byDomain(deFiles);
