import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { EXAMPLES_FILE, collectExamples } from '../scripts/openapi-examples';

// openapi.json's examples are what the demo seed answers; a change of the seed or the API shows here.
it('the committed OpenAPI examples are what the demo seed answers (run `npm run examples -w @mbo/mock-server`)', async () => {
  const committed = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8'));
  expect(JSON.parse(JSON.stringify(await collectExamples()))).toEqual(committed);
}, 30_000);
