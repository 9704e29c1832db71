import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startProvider, type Provider } from './harness';

/** What the native verifier rejects with: its JSON report as the error message. */
interface Report {
  errors: { interaction: string; mismatch: { mismatches: { path: string; mismatch: string }[] } }[];
}

// A provider that renamed one response field; the harness must notice, or a green run proves nothing.
let drifted: Provider;
beforeAll(async () => {
  console.log('Deliberate break: the verifier output below SHOULD show 2 failures (subscriber_total renamed).');
  drifted = await startProvider((app) => {
    app.addHook('onSend', async (_req, _reply, payload) =>
      typeof payload === 'string' ? payload.replaceAll('"subscriber_total":', '"subscribers_total":') : payload,
    );
  });
});
afterAll(() => drifted.close());

it('reports a renamed response field as a failed interaction', async () => {
  const failure = await new Verifier(drifted.options).verifyProvider().then(
    () => null,
    (e: unknown) => e as Error,
  );
  expect(failure, 'verification passed against a provider that renamed subscriber_total').not.toBeNull();
  const report = JSON.parse(failure!.message) as Report;
  // Exactly the two reports that carry the field fail, each naming it.
  expect(report.errors.map((e) => e.interaction.replace(/^.* - /, '')).sort()).toEqual([
    'a request for the dashboard overview report',
    'a request for the dashboard top subscribers report',
  ]);
  for (const e of report.errors) {
    expect(e.mismatch.mismatches).toContainEqual(
      expect.objectContaining({
        path: '$.data',
        mismatch: expect.stringContaining('missing the following keys: subscriber_total'),
      }),
    );
  }
});
