import type { NotificationType } from '@mbo/contracts';

const PATHS: Record<NotificationType, string> = {
  // A person with a plus / a minus.
  cust_subscribe: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M19 8v6M16 11h6',
  cust_subscribe_cancel: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 11h6',
  // A voucher.
  vcr_redeemed: 'M3 7h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM13 7v12',
  // A banknote.
  withdraw_success: 'M3 6h18v12H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 9v.01M18 15v.01',
  // A megaphone.
  broadcast_sent: 'M3 10v4h4l6 5V5L7 10zM17 8a5 5 0 0 1 0 8',
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
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[type]} />
      </svg>
    </span>
  );
}
