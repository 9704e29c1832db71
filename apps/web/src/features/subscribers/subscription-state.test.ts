import type { SubscriberMembership } from '@mbo/contracts';
import { describe, expect, it } from 'vitest';
import { subscriptionState } from './subscription-state';

const held = (status: SubscriberMembership['status'], ends_at: string | null): SubscriberMembership => ({
  id: 1,
  plan: { id: 1, name: 'Coffee' },
  status,
  subscribed_at: '2026-01-01T10:00:00.000Z',
  ends_at,
  renewal_at: status === 'active' ? '2026-12-01T10:00:00.000Z' : null,
  payment_count: 1,
  paid: 21.89,
});

describe('subscriptionState', () => {
  it('is active while one plan renews, whatever the others do', () => {
    expect(
      subscriptionState({ memberships: [held('ended', '2026-10-01T10:00:00.000Z'), held('active', null)] }),
    ).toEqual({
      kind: 'active',
    });
  });

  it('is cancelled but held until the last plan ends', () => {
    expect(
      subscriptionState({
        memberships: [held('cancelled', '2026-11-30T10:00:00.000Z'), held('cancelled', '2026-12-05T10:00:00.000Z')],
      }),
    ).toEqual({ kind: 'cancelled', until: '2026-12-05T10:00:00.000Z' });
  });

  it('has ended once every plan has', () => {
    expect(
      subscriptionState({
        memberships: [held('ended', '2026-10-31T10:00:00.000Z'), held('ended', '2026-09-30T10:00:00.000Z')],
      }),
    ).toEqual({ kind: 'ended', on: '2026-10-31T10:00:00.000Z' });
  });
});
