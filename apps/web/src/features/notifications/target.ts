import type { Notification } from '@mbo/contracts';
import { paths } from '@/lib/paths';

/**
 * Where a notification leads, by its type: a fan's subscription or cancellation to the
 * plan, a redemption to the voucher, a payout to My sales, a broadcast to the broadcasts. A
 * notification without the id its type needs leads to that type's list instead.
 */
export function notificationTarget(n: Pick<Notification, 'type' | 'reference_id' | 'subscription'>): string {
  switch (n.type) {
    case 'cust_subscribe':
    case 'cust_subscribe_cancel':
      return n.subscription ? paths.plans.detail(n.subscription.id) : paths.plans.list();
    case 'vcr_redeemed':
      return n.reference_id != null ? paths.vouchers.detail(n.reference_id) : paths.vouchers.list();
    case 'withdraw_success':
      return paths.settings.mySales();
    case 'broadcast_sent':
      return paths.broadcasts.list();
  }
}
