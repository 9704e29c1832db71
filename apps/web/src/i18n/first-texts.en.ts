import { byDomain } from './resources';
import type { TranslationTree } from './translator';

/** The first screens' domains in English (see resources.ts). */
export default byDomain(
  import.meta.glob<TranslationTree>(['./en/common.json', './en/ui.json', './en/auth.json'], {
    eager: true,
    import: 'default',
  }),
);
