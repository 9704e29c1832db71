import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, it } from 'vitest';
import { PACT_FILE } from './support/pact';

// Not `new URL(template, import.meta.url)`: Vite rewrites that form into an asset glob.
const committedPath = resolve(dirname(fileURLToPath(import.meta.url)), '../../../contracts/pacts', PACT_FILE);

// The pact is reviewed like code: a change to what the app expects must arrive as a diff of this file.
it('the committed pact matches what the consumer tests expect (refresh it with `npm run pact:update`)', () => {
  const fresh = readFileSync(join(inject('pactDir'), PACT_FILE), 'utf8');
  if (process.env.PACT_UPDATE === '1') {
    mkdirSync(dirname(committedPath), { recursive: true });
    writeFileSync(committedPath, fresh);
    return;
  }
  expect(existsSync(committedPath), `${committedPath} is missing: run \`npm run pact:update\` and commit it`).toBe(
    true,
  );
  const committed = readFileSync(committedPath, 'utf8');
  expect(JSON.parse(committed), 'contracts/pacts is stale: run `npm run pact:update` and commit the diff').toEqual(
    JSON.parse(fresh),
  );
});
