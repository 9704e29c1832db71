import { configDefaults, defineConfig } from 'vitest/config';

// Provider verification reads the pact the consumer tests write, so it runs on its own (vitest.pact.config.ts).
export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, 'test/pact/**'],
  },
});
