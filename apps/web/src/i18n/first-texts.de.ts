import { byDomain } from './resources';
import type { TranslationTree } from './translator';

/** The first screens' domains in German (see resources.ts). */
export default byDomain(
  import.meta.glob<TranslationTree>(['./de/common.json', './de/ui.json', './de/auth.json'], {
    eager: true,
    import: 'default',
  }),
);
