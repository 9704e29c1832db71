import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ToastStack } from '@/components/toasts/toast-stack';
import { applyStoredLocale } from '@/i18n';
import { onUnauthorized } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { nextOf } from '@/lib/return-path';

/** The default layout: the page plus the error-notification stack; locale and scroll reset on every navigation. */
export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle();

  useLayoutEffect(() => {
    applyStoredLocale();
    window.scrollTo(0, 0);
  }, [location.key]);

  // A 401 in the middle of a session: the session is cleared by the client; the user signs in
  // again and comes back to the page shown when it happened.
  useEffect(
    () => onUnauthorized(() => void navigate(paths.login({ next: nextOf(window.location) }), { replace: true })),
    [navigate],
  );

  return (
    <>
      <Outlet />
      <ToastStack />
    </>
  );
}
