import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Bell, Icon, NAV_STROKE } from '@/components/icons';
import { paths } from '@/lib/paths';
import { unreadNotificationsQuery } from '../api';

/**
 * The bell with the number of unread notifications; it leads to the notification list. Until the
 * count is known it claims none; when it cannot be loaded, a "!" says so (the list offers Retry,
 * and the bell asks again on its own every few seconds).
 */
export function NotificationBell() {
  const { t } = useTranslation(['shell']);
  const query = useQuery(unreadNotificationsQuery());
  const unread = query.data ?? 0;
  const failed = query.data === undefined && query.isError;
  const label =
    query.data === undefined
      ? t(failed ? 'shell:header.unreadFailed' : 'shell:header.notifications')
      : t('shell:header.unread', { count: unread });
  return (
    <Link
      to={paths.notifications()}
      data-testid="notification-bell"
      className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {/* The link is named by this image: "3 unread notifications". */}
      <span role="img" aria-label={label} aria-busy={query.isPending && !failed ? true : undefined} className="block">
        <Icon icon={Bell} className="h-6 w-6" strokeWidth={NAV_STROKE} />
      </span>
      {failed && (
        <span
          aria-hidden="true"
          data-testid="unread-failed"
          className="absolute right-0.5 top-0.5 min-w-[1.1rem] rounded-full bg-slate-500 px-1 text-center text-[10px] font-bold leading-[1.1rem] text-white"
        >
          !
        </span>
      )}
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute right-0.5 top-0.5 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[10px] font-bold leading-[1.1rem] text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
