import { defineConfig } from 'vitest/config';

/** Provider verification of the mock server against the committed pact (run after the consumer tests). */
export default defineConfig({
  test: {
    include: ['test/pact/**/*.pact.test.ts'],
    // The Pact core reports usage over the network unless told not to; tests stay offline.
    env: { PACT_DO_NOT_TRACK: 'true' },
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
