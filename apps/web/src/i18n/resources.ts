/**
 * Translations, one JSON file per domain and language; keys read `<domain>.<view>.<key>`.
 * Files are split per domain so features can be edited side by side; `locales.test.ts`
 * checks that en and de have exactly the same keys.
 *
 * Only the domains of the first screens (sign-in, registration, errors, shared widgets) are part
 * of the app's entry; every other domain loads with the first screen that needs it
 * (`loadTranslations`, awaited by the router), so the sign-in does not download every screen's texts.
 */
const enFiles = import.meta.glob<Record<string, unknown>>(['./en/common.json', './en/ui.json', './en/auth.json'], {
  eager: true,
  import: 'default',
});
const deFiles = import.meta.glob<Record<string, unknown>>(['./de/common.json', './de/ui.json', './de/auth.json'], {
  eager: true,
  import: 'default',
});

export type Resources = Record<string, Record<string, unknown>>;

export const byDomain = (files: Record<string, Record<string, unknown>>): Resources =>
  Object.fromEntries(Object.entries(files).map(([path, json]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), json]));

/** The first screens' domains, in both languages. */
export const en = byDomain(enFiles);
export const de = byDomain(deFiles);
