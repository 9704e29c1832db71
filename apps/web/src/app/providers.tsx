import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '@/components/offline-banner';
import { setTitleStoreName } from '@/lib/document-title';
import { myStoreQuery } from '@/lib/my-store';
import { queryClient } from '@/lib/query-client';
import { hasValidSession, onSessionChange } from '@/lib/session';

onSessionChange(() => setTitleStoreName(null));

/** Puts the signed-in store's name into the document title (the store header reads the same query). */
function StoreTitle() {
  const { data: store } = useQuery({ ...myStoreQuery(), meta: { silent: true }, enabled: hasValidSession() });
  const name = store?.name ?? null;
  useEffect(() => setTitleStoreName(name), [name]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <StoreTitle />
      <OfflineBanner />
      {children}
    </QueryClientProvider>
  );
}

/**
 * The layout route of every screen that reads or writes through the query client, which is every
 * screen but the sign-in and the pages it links to: those load without the query library, and
 * this chunk loads with the first screen that needs it.
 */
export function Component() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
