import type { SubscriberDetail } from '@mbo/contracts';

/**
 * Where a subscription stands. A cancellation takes effect at the end of the billing month, so a
 * cancelled one stays active until cancel_at; the server's `active` says whether that has passed.
 */
export type SubscriptionState =
  { kind: 'active' } | { kind: 'cancelled'; until: string } | { kind: 'ended'; on: string | null };

export function subscriptionState(d: Pick<SubscriberDetail, 'active' | 'cancel_at'>): SubscriptionState {
  if (!d.active) return { kind: 'ended', on: d.cancel_at };
  return d.cancel_at ? { kind: 'cancelled', until: d.cancel_at } : { kind: 'active' };
}

export const STATE_TONES = { active: 'success', cancelled: 'warning', ended: 'error' } as const;
