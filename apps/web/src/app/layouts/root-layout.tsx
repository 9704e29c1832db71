import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ToastStack } from '@/components/toasts/toast-stack';
import { applyStoredLocale } from '@/i18n';
import { useDocumentTitle } from '@/lib/document-title';

/** The default layout: the page plus the error-notification stack; locale and scroll reset on every navigation. */
export function RootLayout() {
  const location = useLocation();
  useDocumentTitle();

  useLayoutEffect(() => {
    applyStoredLocale();
    window.scrollTo(0, 0);
  }, [location.key]);

  return (
    <>
      <Outlet />
      <ToastStack />
    </>
  );
}
