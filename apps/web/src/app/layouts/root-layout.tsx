import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NavigationProgress } from '@/components/navigation-progress';
import { ToastStack } from '@/components/toasts/toast-stack';
import { useDocumentTitle } from '@/lib/document-title';

/** The default layout: the page, the navigation's progress, the toasts; a new screen starts at its top. */
export function RootLayout() {
  useDocumentTitle();
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ToastStack />
    </>
  );
}
