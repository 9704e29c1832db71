import { byDomain } from './resources';

/** Every domain of every language (loaded on demand by `loadTranslations`, and by tests). */
const enFiles = import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });
const deFiles = import.meta.glob<Record<string, unknown>>('./de/*.json', { eager: true, import: 'default' });

export const en = byDomain(enFiles);
export const de = byDomain(deFiles);
