/**
 * Translations, one JSON file per domain and language; keys read `<domain>.<view>.<key>`.
 * Files are split per domain so features can be edited side by side; `locales.test.ts`
 * checks that en and de have exactly the same keys.
 *
 * Only the domains of the first screen (sign-in, errors, shared widgets) are part of the app's
 * entry, without the sign-up part of auth (auth.signup.json) and the form kit's part of common
 * (common.forms.json); every other domain loads with the first screen that needs it
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

/** Deep merge of translation trees (a domain may come in parts). */
const merge = (a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> => {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] =
      prev && typeof prev === 'object' && v && typeof v === 'object'
        ? merge(prev as Record<string, unknown>, v as Record<string, unknown>)
        : v;
  }
  return out;
};

/**
 * Files by domain: `auth.json` holds `auth.*`; a part `auth.signup.json` adds more `auth.*` keys
 * (the sign-up screens' texts, which the sign-in screen does not need in the entry).
 */
export const byDomain = (files: Record<string, Record<string, unknown>>): Resources => {
  const out: Resources = {};
  for (const [path, json] of Object.entries(files)) {
    const domain = path.replace(/^.*\/([^/.]+)(\.[^/]+)?\.json$/, '$1');
    out[domain] = merge(out[domain] ?? {}, json);
  }
  return out;
};

/** The first screens' domains, in both languages. */
export const en = byDomain(enFiles);
export const de = byDomain(deFiles);
