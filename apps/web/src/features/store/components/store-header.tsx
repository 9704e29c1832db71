import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { Icon, LogOut, Menu, NAV_STROKE, X, type IconNode } from '@/components/icons';
import { QueryError } from '@/components/query-state';
import { Skeleton } from '@/components/skeleton';
import { myStoreQuery } from '@/lib/my-store';
import { StoreAvatar } from './store-avatar';

/** A store registered in the last day is greeted as new, not "welcome back". */
export const NEW_STORE_MS = 24 * 60 * 60 * 1000;
export const isNewStore = (createdAt: string, now = Date.now()) => now - Date.parse(createdAt) < NEW_STORE_MS;

interface NavRoute {
  readonly to: string;
  readonly labelKey: Extract<ParseKeys<readonly ['shell']>, `shell:${string}`>;
  readonly icon: IconNode;
  /** Highlighted only on its own path (the dashboard), not on sub-pages. */
  readonly end: boolean;
}

/** Photo or placeholder, welcome text, store name, and the menu button that opens the drawer. */
export function StoreHeader({
  routes,
  onLogout,
  actions,
}: {
  routes: readonly NavRoute[];
  onLogout: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation(['common', 'shell']);
  // A failed load never toasts: the header and the drawer say so in place, with Retry.
  const storeQuery = useQuery({ ...myStoreQuery(), meta: { silent: true } });
  const store = storeQuery.data;
  const failed = store === undefined && storeQuery.isError;
  const retry = () => void storeQuery.refetch();
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // The drawer closes on route change.
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-20 flex items-center gap-3 max-[359px]:gap-2 border-b border-slate-100 bg-white/95 px-4 py-3 max-[359px]:px-3 backdrop-blur">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger
          className="rounded-full p-2 max-[359px]:p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={t('common:actions.openMenu')}
        >
          <Icon icon={Menu} className="h-6 w-6" strokeWidth={NAV_STROKE} />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay data-testid="drawer-backdrop" className="fixed inset-0 z-40 bg-slate-900/40" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-4 shadow-xl focus:outline-none"
          >
            <div className="flex items-center gap-3 border-b border-slate-100 pb-4">
              <StoreAvatar name={store?.name} photoUrl={store?.photo?.url} />
              <Dialog.Title className="min-w-0 font-semibold [overflow-wrap:anywhere]">
                {store?.name ?? (failed ? t('shell:header.storeFailed') : <Skeleton className="h-5 w-32" />)}
              </Dialog.Title>
              <Dialog.Close
                className="ml-auto rounded-full p-1 text-slate-500 hover:bg-slate-100"
                aria-label={t('common:actions.closeMenu')}
              >
                <Icon icon={X} className="h-5 w-5" />
              </Dialog.Close>
            </div>
            {failed && <QueryError error={storeQuery.error} title={t('shell:header.storeFailed')} onRetry={retry} />}
            <nav aria-label={t('shell:drawer.label')} className="mt-3 flex flex-1 flex-col gap-1">
              {routes.map((r) => (
                <NavLink
                  key={r.to}
                  to={r.to}
                  end={r.end}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-lg px-3 py-2.5 ${isActive ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-700 hover:bg-slate-50'}`
                  }
                >
                  <Icon icon={r.icon} className="h-5 w-5" strokeWidth={NAV_STROKE} />
                  {t(r.labelKey)}
                </NavLink>
              ))}
            </nav>
            <button
              type="button"
              // The drawer closes first: the sign-out question opens over the page, not inside the drawer.
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
              data-testid="drawer-logout"
              className="mt-4 flex items-center gap-3 rounded-lg px-3 py-2.5 text-red-700 hover:bg-red-50"
            >
              <Icon icon={LogOut} className="h-5 w-5" strokeWidth={NAV_STROKE} />
              {t('common:actions.logout')}
            </button>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      {/* Narrow screens (320 px) give the name room: a smaller avatar, smaller gaps. */}
      <StoreAvatar name={store?.name} photoUrl={store?.photo?.url} className="max-[359px]:h-9! max-[359px]:w-9!" />
      {/* Two lines at any width: the greeting, and the name on one line. */}
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs text-slate-600" data-testid="store-greeting">
          {t(store && isNewStore(store.created_at) ? 'shell:header.welcomeNew' : 'shell:header.welcome')}
        </p>
        {failed ? (
          // Where the name would be: why it is missing, and a way to load it again.
          <button
            type="button"
            onClick={retry}
            data-testid="store-name-retry"
            className="rounded text-left text-sm font-semibold leading-tight text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('shell:header.storeRetry')}
          </button>
        ) : (
          // A name longer than the line ends in an ellipsis; the drawer shows it whole, on as many
          // lines as it takes (data-fit: the walk's fitting check knows it is cut on purpose).
          <p
            className="truncate font-semibold leading-tight max-[359px]:text-sm"
            data-testid="store-name"
            data-fit="ellipsis"
            aria-busy={store ? undefined : true}
          >
            {store?.name ?? <Skeleton className="my-0.5 h-4 w-32 max-w-full" />}
          </p>
        )}
      </div>
      {actions}
    </header>
  );
}
