import firstDe from './first-texts.de';
import firstEn from './first-texts.en';
import { byDomain } from './resources';
import { deepMerge, type TranslationTree } from './translator';

/**
 * Every domain of every language (loaded on demand by `loadTranslations`, and by tests): the first
 * screens' texts, which their own modules hold, and the rest, but the developers' component
 * sandbox: its page brings its own texts, so a production build has none.
 */
const enFiles = import.meta.glob<TranslationTree>(
  ['./en/*.json', '!./en/sandbox.json', '!./en/common.json', '!./en/ui.json', '!./en/auth.json'],
  { eager: true, import: 'default' },
);
const deFiles = import.meta.glob<TranslationTree>(
  ['./de/*.json', '!./de/sandbox.json', '!./de/common.json', '!./de/ui.json', '!./de/auth.json'],
  { eager: true, import: 'default' },
);

export const en = deepMerge(firstEn, byDomain(enFiles));
export const de = deepMerge(firstDe, byDomain(deFiles));
