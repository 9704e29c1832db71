import first from './first-texts.en';
import { byDomain } from './resources';
import { deepMerge, type TranslationTree } from './translator';

/**
 * Every domain of the English texts (loaded by `loadTranslations` when a screen beyond
 * the sign-in needs them, in the interface's language only): the first screens' texts, which their
 * own module holds, and the rest, but the developers' component sandbox: its page brings its own
 * texts, so a production build has none.
 */
const files = import.meta.glob<TranslationTree>(
  ['./en/*.json', '!./en/sandbox.json', '!./en/common.json', '!./en/ui.json', '!./en/auth.json'],
  { eager: true, import: 'default' },
);

export default deepMerge(first, byDomain(files));
