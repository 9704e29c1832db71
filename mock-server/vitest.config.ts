import { defineConfig } from 'vitest/config';

/**
 * The test files share one module cache per worker (`isolate: false`): each file builds its own
 * app on its own database, and importing Fastify, the routes and the schemas again for every file
 * cost about as much as the tests themselves. No test here swaps a module with `vi.mock`, which
 * would need an isolated file.
 */
export default defineConfig({
  test: { isolate: false },
});
