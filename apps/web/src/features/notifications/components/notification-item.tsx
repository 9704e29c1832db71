import type { Notification } from '@mbo/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DATE_FORMATS, formatDate } from '@/lib/format';
import { notificationTarget } from '../target';
import { timeAgo } from '../time-ago';
import { NotificationIcon } from './notification-icon';

/**
 * One notification: title, message, how long ago, and (when unread) a dot and a tinted card. It is
 * a link to what it is about; an unread one is marked read first (`onOpenUnread`).
 */
export function NotificationItem({
  notification: n,
  onOpenUnread,
  busy,
}: {
  notification: Notification;
  onOpenUnread: (n: Notification, target: string) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation(['notifications']);
  const unread = n.read_at === null;
  const target = notificationTarget(n);
  const open = (e: MouseEvent) => {
    if (!unread || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    if (!busy) onOpenUnread(n, target);
  };

  return (
    <li>
      <Link
        to={target}
        onClick={open}
        aria-busy={busy || undefined}
        data-testid="notification"
        data-unread={unread}
        data-type={n.type}
        className={`flex gap-3 rounded-xl p-3 ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
          unread ? 'bg-brand-50 ring-brand-100 hover:bg-brand-100' : 'bg-white ring-slate-200 hover:bg-slate-50'
        } ${busy ? 'opacity-60' : ''}`}
      >
        <NotificationIcon type={n.type} />
        <div className="min-w-0 flex-1">
          <p
            className={`break-words text-sm ${unread ? 'font-semibold text-slate-900' : 'font-medium text-slate-800'}`}
          >
            {unread && <span className="sr-only">{t('notifications:list.unread')}: </span>}
            {n.title}
          </p>
          <p className="mt-0.5 break-words text-sm text-slate-700">{n.message}</p>
          <time
            dateTime={n.created_at}
            title={formatDate(n.created_at, DATE_FORMATS.dateTime, i18n.language)}
            className="mt-1 block text-xs text-slate-600"
          >
            {timeAgo(n.created_at, i18n.language)}
          </time>
        </div>
        <span className="flex w-2.5 shrink-0 justify-center pt-1.5" aria-hidden="true">
          {unread && <span data-testid="unread-dot" className="h-2.5 w-2.5 rounded-full bg-brand-600" />}
        </span>
      </Link>
    </li>
  );
}
