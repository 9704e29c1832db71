import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { StoreHeader } from '@/features/store/components/store-header';
import { NotificationBell } from '@/features/store/components/notification-bell';
import { Icon, LogOut, NAV_STROKE } from '@/components/icons';
import { SignOutDialog } from '@/components/sign-out-dialog';
import { MAIN_ROUTES } from '../navigation';
import { PageSpinner } from '@/components/page-spinner';

/** The main layout: store header with the drawer, notification bell, sign-out and the navigation bar. */
export function MainLayout() {
  const { t } = useTranslation(['common', 'shell']);
  const [signingOut, setSigningOut] = useState(false);
  const logout = () => setSigningOut(true);

  return (
    <div className="app-column flex flex-col">
      <StoreHeader
        routes={MAIN_ROUTES}
        onLogout={logout}
        actions={
          <>
            <NotificationBell />
            {/* Below 360 px the store's name needs the room: signing out stays in the drawer. */}
            <button
              type="button"
              onClick={logout}
              className="rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 max-[359px]:hidden"
              aria-label={t('common:actions.logout')}
            >
              <Icon icon={LogOut} className="h-6 w-6" strokeWidth={NAV_STROKE} />
            </button>
          </>
        }
      />
      <SignOutDialog open={signingOut} onOpenChange={setSigningOut} />
      <main className="flex-1 px-4 pb-24 pt-2">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <nav
        aria-label={t('shell:nav.label')}
        className="fixed inset-x-0 bottom-0 z-20 mx-auto flex max-w-[480px] justify-around border-t border-slate-200 bg-white px-1 py-1.5"
      >
        {MAIN_ROUTES.filter((r) => r.inBar).map((r) => (
          <NavLink
            key={r.to}
            to={r.to}
            end={r.end}
            aria-label={t(r.labelKey)}
            className={({ isActive }) =>
              // The current tab is marked by colour and a pill behind its icon, not by bold text, so
              // every label keeps its width and fits whole at 320 px in both languages.
              `group flex min-w-0 flex-1 flex-col items-center gap-0.5 rounded-lg py-0.5 text-[11px] leading-tight tracking-tight focus-visible:outline-2 focus-visible:outline-brand-600 ${isActive ? 'text-brand-700' : 'text-slate-600'}`
            }
          >
            {({ isActive }) => (
              <>
                <span className={`rounded-full px-3 py-0.5 ${isActive ? 'bg-brand-100' : ''}`}>
                  <Icon icon={r.icon} className="h-6 w-6" strokeWidth={NAV_STROKE} />
                </span>
                <span className="max-w-full break-words text-center">{t(r.shortKey)}</span>
              </>
            )}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
