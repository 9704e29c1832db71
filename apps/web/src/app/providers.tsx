import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '@/components/offline-banner';
import { setTitleStoreName } from '@/lib/document-title';
import { endpointQuery } from '@/lib/endpoint-query';
import { prepareFormats } from '@/lib/format';
import { useTranslation } from '@/i18n';
import { hasValidSession, onSessionChange } from '@/lib/session';
import { sharedQueryClient } from '@/lib/shared-query-client';

/** One query client for the whole visit, however often the screens that use it mount. */
const client = sharedQueryClient();
onSessionChange(() => setTitleStoreName(null));

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
  const { i18n } = useTranslation();
  // The screens inside show money, numbers and dates: their first formatters are made while the
  // first screen's code and data are still on their way.
  useEffect(() => prepareFormats(i18n.language), [i18n.language]);
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
