import { describe, expect, it } from 'vitest';
import { checkSeededLedger } from './ledger/seeded';

describe('the seeded stores (demo scale)', () => {
  it('keep every ledger identity through the API, and need no billing the seed did not do', async () => {
    const report = await checkSeededLedger({ scale: 'demo', now: Date.parse('2026-11-24T10:00:00Z') });
    expect(report.stores).toBeGreaterThanOrEqual(8);
    expect(report.billing).toMatchObject({ charged: 0, issued: 0 });
    expect(report.problems).toEqual([]);
  }, 240_000);
});
