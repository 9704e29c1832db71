import type { NotificationType } from '@mbo/contracts';
import { Banknote, Icon, Megaphone, Ticket, UserMinus, UserPlus, type IconNode } from '@/components/icons';

const ICONS: Record<NotificationType, IconNode> = {
  cust_subscribe: UserPlus,
  cust_subscribe_cancel: UserMinus,
  vcr_redeemed: Ticket,
  withdraw_success: Banknote,
  broadcast_sent: Megaphone,
};

const TONES: Record<NotificationType, string> = {
  cust_subscribe: 'bg-emerald-50 text-emerald-700',
  cust_subscribe_cancel: 'bg-orange-50 text-orange-700',
  vcr_redeemed: 'bg-brand-50 text-brand-700',
  withdraw_success: 'bg-emerald-50 text-emerald-700',
  broadcast_sent: 'bg-sky-50 text-sky-700',
};

/** A round icon telling the kind of a notification at a glance (the title says it in words). */
export function NotificationIcon({ type }: { type: NotificationType }) {
  return (
    <span
      aria-hidden="true"
      className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ring-2 ring-white ${TONES[type]}`}
    >
      <Icon icon={ICONS[type]} className="h-5 w-5" />
    </span>
  );
}
