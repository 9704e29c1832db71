import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NavigationProgress } from '@/components/navigation-progress';
import { ToastStack } from '@/components/toasts/toast-stack';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * The default layout: the page, the navigation's progress, the toasts. Every navigation (a new
 * screen, or another page or filter of a list) starts at the top, as the spec says.
 */
export function RootLayout() {
  useDocumentTitle();
  const { key } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ToastStack />
    </>
  );
}
