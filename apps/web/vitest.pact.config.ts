import { defineConfig } from 'vitest/config';
import { PactFileLast } from './pact/support/sequencer';
import { filesThatMock, srcAlias } from './vite.config';

const mocking = filesThatMock('pact');
if (mocking.length) {
  throw new Error(
    `${mocking.join(', ')}: the Pact tests share one module cache, where vi.mock cannot replace a module another file has loaded; catch what the module does instead (sales.pact.test.ts catches a download)`,
  );
}

/** Pact consumer tests: they drive the app's API layer against Pact's mock server and write the pact. */
export default defineConfig({
  resolve: { alias: srcAlias },
  test: {
    include: ['pact/**/*.pact.test.ts', 'pact/pact-file.test.ts'],
    // The screens' hooks need a DOM to render; fetch stays Node's, so no CORS in the way.
    environment: 'jsdom',
    globalSetup: ['pact/support/global-setup.ts'],
    // Every file writes into the same pact; one at a time keeps its interaction order stable.
    // The Pact core reports usage over the network unless told not to; tests stay offline.
    env: { PACT_DO_NOT_TRACK: 'true' },
    fileParallelism: false,
    // The files share one module cache and one DOM: importing the app's API layer and a fresh jsdom
    // for each of the 12 files was three quarters of the run (22 s against 5 s). A file that
    // replaces a module with vi.mock would need a cache of its own: the check above refuses one.
    isolate: false,
    sequence: { sequencer: PactFileLast },
    testTimeout: 30_000,
  },
});
