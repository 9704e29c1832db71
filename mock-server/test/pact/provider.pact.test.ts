import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, it } from 'vitest';
import { startProvider, type Provider } from './harness';

let provider: Provider;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(() => provider.close());

it('honours every interaction of the web app pact', async () => {
  await new Verifier(provider.options).verifyProvider();
});
