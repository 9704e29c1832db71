import type { Notification } from '@mbo/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/list/page-heading';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/skeleton';
import { notifySuccess } from '@/components/toasts/toast-store';
import { useReads } from '@/lib/reads';
import { notificationsReads, useMarkAllRead, useReadNotification } from '../api';
import { LoadMore } from '../components/load-more';
import { NotificationItem } from '../components/notification-item';
import notificationsArt from '@/components/art/notifications.svg';

function NotificationSkeleton() {
  return (
    <div className="flex flex-col gap-2">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex gap-3 rounded-xl p-3 ring-1 ring-inset ring-slate-200">
          <span className="h-10 w-10 shrink-0 overflow-hidden rounded-full">
            <Skeleton className="h-10 w-10" />
          </span>
          <div className="flex flex-1 flex-col gap-2 pt-1">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3.5 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Renders again every minute, so "3 minutes ago" stays true while the list is open. */
function useMinuteTick() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), 60_000);
    return () => clearInterval(id);
  }, []);
}

/** /notifications: what fans did, newest first, loaded a page at a time as the list scrolls. */
export function Component() {
  const { t } = useTranslation(['notifications']);
  const navigate = useNavigate();
  const query = useInfiniteQuery(useReads(notificationsReads).pages);
  const read = useReadNotification();
  const markAll = useMarkAllRead();
  const [confirming, setConfirming] = useState(false);
  useMinuteTick();

  const pages = query.data?.pages;
  // The newest page knows the current unread count best.
  const unread = pages?.[0]?.data.unread_count ?? 0;

  const openUnread = (n: Notification, target: string) =>
    read.mutate(n.code, { onSuccess: () => void navigate(target) });

  return (
    <div className="flex flex-col">
      <PageHeading title={t('notifications:list.title')} />
      <div className="-mt-2 flex min-h-11 flex-wrap items-center justify-between gap-x-3 pb-2">
        <p className="text-sm text-slate-600" data-testid="unread-summary">
          {pages
            ? unread > 0
              ? t('notifications:list.unreadCount', { count: unread })
              : t('notifications:list.allRead')
            : // A failed load says so below; the line keeps its height.
              !query.error && <Skeleton className="h-4 w-20" />}
        </p>
        <Button
          variant="ghost"
          className="-mr-3 ml-auto px-3"
          disabled={unread === 0}
          onClick={() => setConfirming(true)}
        >
          {t('notifications:markAll.action')}
        </Button>
      </div>

      <QueryState
        query={query}
        skeleton={<NotificationSkeleton />}
        failedText={t('notifications:list.failed')}
        isEmpty={(d) => d.pages.every((p) => p.data.latest.length === 0)}
        empty={
          <EmptyState
            art={notificationsArt}
            text={t('notifications:list.empty')}
            hint={t('notifications:list.emptyHint')}
          />
        }
      >
        {(d) => (
          <>
            <ul
              className="flex flex-col gap-2"
              aria-label={t('notifications:list.title')}
              data-testid="notification-list"
            >
              {d.pages
                .flatMap((p) => p.data.latest)
                .map((n) => (
                  <NotificationItem
                    key={n.code}
                    notification={n}
                    onOpenUnread={openUnread}
                    busy={read.isPending && read.variables === n.code}
                  />
                ))}
            </ul>
            <div className="pt-3">
              {query.hasNextPage ? (
                <LoadMore
                  onLoad={() => void (query.isFetchingNextPage || query.fetchNextPage())}
                  loading={query.isFetchingNextPage}
                />
              ) : (
                d.pages.length > 1 && (
                  <p className="py-3 text-center text-sm text-slate-600">{t('notifications:list.end')}</p>
                )
              )}
            </div>
          </>
        )}
      </QueryState>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('notifications:markAll.title')}
        description={t('notifications:markAll.description', { count: unread })}
        confirmLabel={t('notifications:markAll.confirm')}
        busy={markAll.isPending}
        testId="mark-all-dialog"
        onConfirm={() =>
          markAll.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess('notifications:markAll.done');
            },
          })
        }
      />
    </div>
  );
}
