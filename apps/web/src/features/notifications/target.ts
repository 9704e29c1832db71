import type { Notification } from '@mbo/contracts';
import { paths } from '@/lib/paths';

/**
 * Where a notification leads, by its type: a fan's subscription or cancellation to that fan (its
 * reference_id is the subscriber's id), a redemption to the voucher, a payout to My sales, a
 * broadcast to the broadcasts. A notification without the id its type needs leads to the plan it
 * names, or to that type's list. (A redemption names its fan too, but carries the voucher's id
 * only: it leads to the voucher.)
 */
export function notificationTarget(n: Pick<Notification, 'type' | 'reference_id' | 'subscription'>): string {
  switch (n.type) {
    case 'cust_subscribe':
    case 'cust_subscribe_cancel':
      if (n.reference_id != null) return paths.subscribers.detail(n.reference_id);
      return n.subscription ? paths.plans.detail(n.subscription.id) : paths.plans.list();
    case 'vcr_redeemed':
      return n.reference_id != null ? paths.vouchers.detail(n.reference_id) : paths.vouchers.list();
    case 'withdraw_success':
      return paths.settings.mySales();
    case 'broadcast_sent':
      return paths.broadcasts.list();
  }
}
