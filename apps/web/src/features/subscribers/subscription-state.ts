import type { SubscriberDetail } from '@mbo/contracts';

/**
 * Where a fan stands across every plan they hold or held: active while one plan renews, cancelled
 * while the last ones are held until the end of their billing month, ended after that.
 */
export type SubscriptionState =
  { kind: 'active' } | { kind: 'cancelled'; until: string } | { kind: 'ended'; on: string | null };

const latest = (dates: (string | null)[]) =>
  dates
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1) ?? null;

export function subscriptionState(d: Pick<SubscriberDetail, 'memberships'>): SubscriptionState {
  const { memberships } = d;
  if (memberships.some((m) => m.status === 'active')) return { kind: 'active' };
  const held = memberships.filter((m) => m.status === 'cancelled');
  if (held.length > 0) return { kind: 'cancelled', until: latest(held.map((m) => m.ends_at))! };
  return { kind: 'ended', on: latest(memberships.map((m) => m.ends_at)) };
}

export const STATE_TONES = { active: 'success', cancelled: 'warning', ended: 'error' } as const;
