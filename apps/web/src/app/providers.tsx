import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '@/components/offline-banner';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { onSessionChange } from '@/lib/session';

/** One query client for the whole visit, however often the screens that use it mount. */
const client = createQueryClient();
// Keys carry no store identity: whatever was cached belongs to the session that just ended.
onSessionChange(() => client.clear());
// Answers carry texts in the language they were asked in (errors, category names): ask again.
i18n.on('languageChanged', () => void client.invalidateQueries());

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
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
