import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toastStore } from './components/toasts/toast-store';
import i18n, { i18nReady } from './i18n';
import { resources } from './i18n/all-resources';

// The app loads each namespace with the first screen that needs it, in its language; tests have
// every namespace of both languages from the start.
await i18nReady;
for (const [lng, namespaces] of Object.entries(resources)) {
  for (const [ns, texts] of Object.entries(namespaces)) i18n.addResourceBundle(lng, ns, texts, true, true);
}

// findBy… waits up to 5 s for a stubbed answer to render: on a busy 2-core machine the default
// second is sometimes not enough. A wait ends as soon as the element shows; nothing is timed.
configure({ asyncUtilTimeout: 5000 });

// Test files share a worker's modules and DOM (vite.config.ts): what one test leaves behind in the
// page, the storage or the toast stack must not reach the next.
afterEach(() => {
  cleanup();
  // (A server's test runs in Node's environment, which has no storage.)
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  toastStore.clear();
});
