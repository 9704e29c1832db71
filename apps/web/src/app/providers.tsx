import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '@/components/offline-banner';
import i18n from '@/i18n';
import { setTitleStoreName } from '@/lib/document-title';
import { endpointQuery } from '@/lib/endpoint-query';
import { createQueryClient } from '@/lib/query-client';
import { hasValidSession, onSessionChange } from '@/lib/session';

/** One query client for the whole visit, however often the screens that use it mount. */
const client = createQueryClient();
// Keys carry no store identity: whatever was cached belongs to the session that just ended.
onSessionChange(() => {
  client.clear();
  setTitleStoreName(null);
});
// Answers carry texts in the language they were asked in (errors, category names): ask again.
i18n.on('languageChanged', () => void client.invalidateQueries());

/** Puts the signed-in store's name into the document title (the store header reads the same query). */
function StoreTitle() {
  const { data: name } = useQuery(
    endpointQuery('myStore', undefined, {
      select: (r) => r.data.name,
      meta: { silent: true },
      enabled: hasValidSession(),
    }),
  );
  useEffect(() => setTitleStoreName(name ?? null), [name]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <StoreTitle />
      <OfflineBanner />
      {children}
    </QueryClientProvider>
  );
}

/**
 * The layout route of every screen that reads or writes through the query client, which is every
 * screen but /login: the login's first screen loads without the query library, and this chunk
 * loads with the first screen that needs it.
 */
export function Component() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
