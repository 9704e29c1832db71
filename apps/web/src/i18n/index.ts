import i18n, { type InitOptions, type ParseKeys, type ResourceLanguage } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { storage } from '@/lib/storage';
import type { Namespace } from './namespaces';
import { textFormatter } from './text-formatter';

export { NAMESPACES, type Namespace } from './namespaces';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
/** The stored locale defaults to de. */
export const DEFAULT_LOCALE: Locale = 'de';

/**
 * Any text's key, its namespace first (`'vouchers:list.title'`): for a key that travels as data
 * (a toast, a form's rule) to where `i18n.t` words it.
 */
export type TextKey = ParseKeys<['common', ...Exclude<Namespace, 'common'>[]]>;

export const isLocale = (v: unknown): v is Locale => LOCALES.includes(v as Locale);

export function storedLocale(): Locale {
  const v = storage.get('locale');
  return isLocale(v) ? v : DEFAULT_LOCALE;
}

/**
 * One JSON file per language and namespace (`en/vouchers.json`), each a chunk of its own that
 * i18next loads when a screen asks for its namespace. The developers' component gallery brings its
 * own texts, so a production build has none of them.
 */
const files = import.meta.glob<{ default: ResourceLanguage }>(['./*/*.json', '!./*/sandbox.json']);
const galleryFiles = import.meta.env.DEV ? import.meta.glob<{ default: ResourceLanguage }>('./*/sandbox.json') : {};

declare global {
  interface Window {
    /** Keys t() found in no language (development only), for the browser test that walks every screen. */
    __i18nMissing?: string[];
  }
}

/**
 * Where i18next finds a namespace's texts: the JSON file of its language, imported when a screen
 * asks for the namespace (i18next-resources-to-backend).
 */
export const textsBackend = resourcesToBackend((lng: string, ns: string) => {
  const load = files[`./${lng}/${ns}.json`] ?? galleryFiles[`./${lng}/${ns}.json`];
  return load ? load() : Promise.reject(new Error(`No texts for ${lng}/${ns}`));
});

/**
 * The app's i18next settings: the stored language only (en and de have the same keys,
 * `locales.test.ts` checks, so there is nothing to fall back to), the shared namespaces loaded at
 * start, every other namespace with the screens that read it (`loadNamespaces` in their route's
 * loader).
 */
export const textsOptions = (): InitOptions => ({
  lng: storedLocale(),
  supportedLngs: LOCALES,
  fallbackLng: false,
  ns: ['common', 'ui'] satisfies Namespace[],
  defaultNS: 'common',
  // React escapes what it renders. Every placeholder's value passes the text formatter, which writes
  // numbers through lib/format.ts.
  interpolation: { escapeValue: false, alwaysFormat: true },
  // A key no language has shows as itself, namespace and all, which the German walk catches.
  appendNamespaceToMissingKey: true,
  // i18next writes a notice of its maker's to the console at start (its production check looks for
  // Node's `process`, which a browser lacks): a merchant's console holds only what the app says.
  showSupportNotice: false,
  // In development a key that no language has is recorded for e2e/walk.spec.ts: it would show as itself.
  saveMissing: import.meta.env.DEV,
  missingKeyHandler: (_lngs, ns, key) => {
    if (typeof window !== 'undefined') (window.__i18nMissing ??= []).push(`${ns}:${key}`);
  },
});

/** The app's i18next, ready once the stored language's shared namespaces have loaded. */
export const i18nReady = i18n.use(textsBackend).use(textFormatter).use(initReactI18next).init(textsOptions());

// The document's language follows the interface's (screen readers, hyphenation, the start screen).
// The page starts in the stored language already (index.html): writing the same one again would
// make the browser work out every element's style anew.
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined' && document.documentElement.lang !== lng) document.documentElement.lang = lng;
});

/** Shows the interface in `locale` from now on, in this tab and the next visit. */
export function setLocale(locale: Locale): Promise<unknown> {
  storage.set('locale', locale);
  return i18n.changeLanguage(locale);
}

/** Another tab chose a language: this one follows. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === 'locale' && storedLocale() !== i18n.language) void i18n.changeLanguage(storedLocale());
  });
}

export default i18n;
