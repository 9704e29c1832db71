import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadTranslations } from './i18n';

// The app loads most texts with the first screen that needs them; tests have them all from the start.
await loadTranslations();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
