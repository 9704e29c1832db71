/**
 * The pact must ask only for what contracts/openapi.json allows: every path, method, status,
 * header and body of every interaction is checked against the document. Fails on any error.
 */
import { SwaggerMockValidatorFactory, type ValidationOutcome } from '@pactflow/swagger-mock-validator';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The document as the validator can read it. Its ajv tests `multipleOf` in binary floating point
 * and has no tolerance option: 19.9 is no multiple of 0.01 there (19.9 / 0.01 = 1989.9999999999998).
 * So the amounts' `multipleOf: 0.01` is left out here; the pact's amounts come from the web app's
 * money schema, which allows two decimals only, and the kit check's relay tests them with a tolerance.
 */
function readableSpec(path: string): string {
  const text = readFileSync(path, 'utf8').replace(/,\s*"multipleOf": 0\.01\b/g, '');
  const copy = join(mkdtempSync(join(tmpdir(), 'pact-openapi-')), 'openapi.json');
  writeFileSync(copy, text);
  return copy;
}

const spec = readableSpec(fileURLToPath(new URL('../../../contracts/openapi.json', import.meta.url)));
// Another pact file may be given as an argument (to try the check on a broken copy).
const pact =
  process.argv[2] ?? fileURLToPath(new URL('../../../contracts/pacts/merchant-web-merchant-api.json', import.meta.url));

const result = await SwaggerMockValidatorFactory.create().validate({
  specPathOrUrl: spec,
  mockPathOrUrl: pact,
  // Strict: a field in the pact that the document does not define is an error, not a warning.
  additionalPropertiesInResponse: 'false',
  requiredPropertiesInResponse: 'false',
});

const line = (o: ValidationOutcome) =>
  `  ${o.type} ${o.code}: ${o.mockDetails?.interactionDescription ?? '?'} — ${o.message} (${o.mockDetails?.location ?? ''})`;
result.warnings.forEach((w) => console.warn(line(w)));
result.errors.forEach((e) => console.error(line(e)));

if (result.errors.length > 0 || !result.success) {
  console.error(
    `OpenAPI check: the pact disagrees with the OpenAPI document (${result.errors.length} error(s)). ${result.failureReason ?? ''}`,
  );
  process.exit(1);
}
console.log(`OpenAPI check: the pact agrees with contracts/openapi.json (${result.warnings.length} warning(s)).`);
