import { useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';
import { Translator, type TFunction, type TranslationTree } from './translator';

export type { TFunction } from './translator';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
/** The stored locale defaults to de; the interface falls back to en for anything missing. */
export const DEFAULT_LOCALE: Locale = 'de';

export const isLocale = (v: unknown): v is Locale => LOCALES.includes(v as Locale);

export function storedLocale(): Locale {
  const v = storage.get('locale');
  return isLocale(v) ? v : DEFAULT_LOCALE;
}

const i18n = new Translator({
  language: storedLocale(),
  fallbackLanguage: 'en',
  // In development a key that no language has is recorded, for the browser test that walks every
  // screen in German (e2e/walk.spec.ts): such a key would show as itself.
  onMissing: import.meta.env.DEV
    ? (key) => {
        if (typeof window !== 'undefined') (window.__i18nMissing ??= []).push(key);
      }
    : undefined,
});

/**
 * The texts in the interface language, for a component: `t` follows a change of language (and
 * texts loaded later), re-rendering the component. `i18n` is the app's one translator.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  // A new `t` per language or texts, so memos and effects that read texts run again.
  const t = useSyncExternalStore(i18n.subscribe, i18n.getT);
  return { t, i18n };
}

declare global {
  interface Window {
    /** Keys t() found in no language (development only). */
    __i18nMissing?: string[];
  }
}

type Texts = Record<Locale, () => Promise<{ default: TranslationTree }>>;

/**
 * A loader that adds one language's texts from `texts` once; a failed download (offline) is tried
 * again by the next call.
 */
function textsLoader(texts: Texts): (locale: Locale) => Promise<void> {
  const loads = new Map<Locale, Promise<void>>();
  return (locale) => {
    let loading = loads.get(locale);
    if (!loading) {
      loading = texts[locale]().then(
        (module) => i18n.addResources(locale, module.default),
        (error: unknown) => {
          loads.delete(locale);
          throw error;
        },
      );
      loads.set(locale, loading);
    }
    return loading;
  };
}

/**
 * Loads the first screens' texts of a language, once (the app's start awaits the stored one; a
 * language chosen later comes with `loadTranslations`, which the router awaited already).
 */
export const loadLanguage = textsLoader({
  en: () => import('./first-texts.en'),
  de: () => import('./first-texts.de'),
});

/** Applies the stored locale to the interface and the document's lang (dates take the locale per call). */
export function applyStoredLocale(): Locale {
  const locale = storedLocale();
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  // Another tab may have chosen a language whose texts this one has not loaded yet: the first
  // screens' texts, and every domain's once a screen beyond the sign-in has shown.
  if (i18n.language !== locale) {
    void Promise.all([loadLanguage(locale), beyondSignIn ? loadAllTexts(locale) : null]).then(() =>
      i18n.changeLanguage(locale),
    );
  }
  return locale;
}

/** Adds every domain of one language's texts, once. */
const loadAllTexts = textsLoader({ en: () => import('./texts.en'), de: () => import('./texts.de') });
/** Whether a screen beyond the sign-in asked for every domain: a language chosen later needs them too. */
let beyondSignIn = false;

/**
 * Adds the texts of every domain in the interface's language (the entry holds only the first
 * screens' domains; the other language stays on the server until it is chosen). The router awaits
 * it before any screen beyond sign-in renders.
 */
export function loadTranslations(): Promise<void> {
  beyondSignIn = true;
  return loadAllTexts(isLocale(i18n.language) ? i18n.language : storedLocale());
}

export function setLocale(locale: Locale): void {
  storage.set('locale', locale);
  applyStoredLocale();
}

export default i18n;
