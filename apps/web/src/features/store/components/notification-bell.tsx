import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavIcon } from '../../../components/nav-icon';
import { unreadNotificationsQuery } from '../api';

/** The bell with the number of unread notifications. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data: unread = 0 } = useQuery(unreadNotificationsQuery());
  return (
    <span
      role="img"
      className="relative rounded-full p-2 text-slate-600"
      aria-label={t('shell.header.unread', { count: unread })}
    >
      <NavIcon name="bell" />
      {unread > 0 && (
        <span className="absolute right-0.5 top-0.5 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[10px] font-bold leading-[1.1rem] text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </span>
  );
}
