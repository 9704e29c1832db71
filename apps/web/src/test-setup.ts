import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadTranslations } from './i18n';

// The app loads most texts with the first screen that needs them; tests have them all from the start.
await loadTranslations();

// findBy… waits up to 5 s for a stubbed answer to render: on a busy 2-core machine the default
// second is sometimes not enough. A wait ends as soon as the element shows; nothing is timed.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
