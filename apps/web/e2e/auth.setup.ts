import { test as setup } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEMO, TOKENS_FILE, signInThroughApi } from './support';

/**
 * Signs each demo store in once for the whole run, before any spec: every worker reads these
 * tokens, so no spec asks for a code of a demo store it does not itself test the sign-in of.
 */
setup('sign the demo stores in once', async () => {
  const tokens: Record<string, unknown> = {};
  for (const store of Object.values(DEMO)) tokens[store.phone] = await signInThroughApi(store.phone);
  mkdirSync(dirname(TOKENS_FILE), { recursive: true });
  writeFileSync(TOKENS_FILE, JSON.stringify(tokens));
});
