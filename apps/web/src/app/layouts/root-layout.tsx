import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ToastStack } from '@/components/toasts/toast-stack';
import { applyStoredLocale } from '@/i18n';
import { useDocumentTitle } from '@/lib/document-title';

/** The default layout: the page plus the error-notification stack; locale and scroll reset on every navigation. */
export function RootLayout() {
  const location = useLocation();
  useDocumentTitle();
  const pageLoad = useRef(true);

  useLayoutEffect(() => {
    applyStoredLocale();
    // A screen opened from another starts at its top. A page load starts there already: a scroll
    // would only lay out the whole first screen inside the task that mounts it (20 ms on this host).
    if (pageLoad.current) pageLoad.current = false;
    else window.scrollTo(0, 0);
  }, [location.key]);

  return (
    <>
      <Outlet />
      <ToastStack />
    </>
  );
}
