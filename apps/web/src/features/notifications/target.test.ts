import { describe, expect, it } from 'vitest';
import { notificationTarget } from './target';

describe('where a notification leads', () => {
  it.each([
    [{ type: 'cust_subscribe', reference_id: 31, subscription: { id: 4 } }, '/subscription-plans/consumers/31'],
    [{ type: 'cust_subscribe_cancel', reference_id: 31, subscription: { id: 5 } }, '/subscription-plans/consumers/31'],
    [{ type: 'vcr_redeemed', reference_id: 12, subscription: { id: 4 } }, '/vouchers/12'],
    [{ type: 'withdraw_success', reference_id: 3, subscription: null }, '/settings/my-sales'],
    [{ type: 'broadcast_sent', reference_id: 16, subscription: null }, '/broadcasts'],
  ] as const)('%o → %s', (n, path) => {
    expect(notificationTarget(n)).toBe(path);
  });

  it('falls back to the plan, or to the list, when the id its type needs is missing', () => {
    expect(notificationTarget({ type: 'cust_subscribe', reference_id: null, subscription: { id: 4 } })).toBe(
      '/subscription-plans/plans/4',
    );
    expect(notificationTarget({ type: 'cust_subscribe', reference_id: null, subscription: null })).toBe(
      '/subscription-plans/plans',
    );
    expect(notificationTarget({ type: 'vcr_redeemed', reference_id: null, subscription: null })).toBe('/vouchers');
  });
});
