import { deepMerge, type TranslationTree } from './translator';

/**
 * Translations, one JSON file per domain and language; keys read `<domain>.<view>.<key>`.
 * Files are split per domain so features can be edited side by side; `locales.test.ts`
 * checks that en and de have exactly the same keys.
 *
 * The app starts with the texts of the first screens (sign-in, errors, shared widgets) in the
 * stored language only (`first-texts.<lng>.ts`, without the sign-up part of auth and the form kit's
 * part of common); every other domain, in the interface's language (`texts.<lng>.ts`), loads with
 * the first screen that needs it (`loadTranslations`, awaited by the router), so no screen downloads
 * a language it does not show, and the sign-in not every screen's texts.
 *
 * Files by domain: `auth.json` holds `auth.*`; a part `auth.signup.json` adds more `auth.*` keys
 * (the sign-up screens' texts, which the sign-in screen does not need in the entry).
 */
export const byDomain = (files: Record<string, TranslationTree>): TranslationTree => {
  const out: TranslationTree = {};
  for (const [path, json] of Object.entries(files)) {
    const domain = path.replace(/^.*\/([^/.]+)(\.[^/]+)?\.json$/, '$1');
    out[domain] = deepMerge((out[domain] as TranslationTree | undefined) ?? {}, json);
  }
  return out;
};
