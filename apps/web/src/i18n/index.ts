import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '@/lib/storage';
import { de, en } from './resources';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
/** The stored locale defaults to de; the interface falls back to en for anything missing. */
export const DEFAULT_LOCALE: Locale = 'de';

export const isLocale = (v: unknown): v is Locale => LOCALES.includes(v as Locale);

export function storedLocale(): Locale {
  const v = storage.get('locale');
  return isLocale(v) ? v : DEFAULT_LOCALE;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, de: { translation: de } },
  lng: storedLocale(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  // In development a key that no language has is recorded, for the browser test that walks every
  // screen in German (e2e/walk.spec.ts): such a key would show as itself.
  saveMissing: import.meta.env.DEV,
  missingKeyHandler: (_lngs, _ns, key) => {
    if (typeof window !== 'undefined') (window.__i18nMissing ??= []).push(key);
  },
});

declare global {
  interface Window {
    /** Keys t() found in no language (development only). */
    __i18nMissing?: string[];
  }
}

/** Applies the stored locale to the interface and the document's lang (dates take the locale per call). */
export function applyStoredLocale(): Locale {
  const locale = storedLocale();
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  return locale;
}

let loading: Promise<void> | null = null;
/**
 * Adds the texts of every domain (the entry holds only the first screens' domains). The router
 * awaits it before any screen beyond sign-in renders; it loads once.
 */
export function loadTranslations(): Promise<void> {
  loading ??= import('./all-resources').then(
    (all) => {
      for (const [lng, resources] of Object.entries({ en: all.en, de: all.de }))
        i18n.addResourceBundle(lng, 'translation', resources, true, true);
    },
    (error: unknown) => {
      // A failed download (offline) is tried again by the next screen.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function setLocale(locale: Locale): void {
  storage.set('locale', locale);
  applyStoredLocale();
}

export default i18n;
