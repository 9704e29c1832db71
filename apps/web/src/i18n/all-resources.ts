import { byDomain } from './resources';

/**
 * Every domain of every language (loaded on demand by `loadTranslations`, and by tests), but the
 * developers' component sandbox: its page brings its own texts, so a production build has none.
 */
const enFiles = import.meta.glob<Record<string, unknown>>(['./en/*.json', '!./en/sandbox.json'], {
  eager: true,
  import: 'default',
});
const deFiles = import.meta.glob<Record<string, unknown>>(['./de/*.json', '!./de/sandbox.json'], {
  eager: true,
  import: 'default',
});

export const en = byDomain(enFiles);
export const de = byDomain(deFiles);
