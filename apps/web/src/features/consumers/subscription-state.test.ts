import { describe, expect, it } from 'vitest';
import { subscriptionState } from './subscription-state';

describe('subscriptionState', () => {
  it('is active while nothing was cancelled', () => {
    expect(subscriptionState({ active: true, cancel_at: null })).toEqual({ kind: 'active' });
  });

  it('is cancelled but active until the end of the billing month', () => {
    expect(subscriptionState({ active: true, cancel_at: '2026-11-30T23:59:59.000Z' })).toEqual({
      kind: 'cancelled',
      until: '2026-11-30T23:59:59.000Z',
    });
  });

  it('has ended once that moment has passed', () => {
    expect(subscriptionState({ active: false, cancel_at: '2026-10-31T23:59:59.000Z' })).toEqual({
      kind: 'ended',
      on: '2026-10-31T23:59:59.000Z',
    });
  });
});
