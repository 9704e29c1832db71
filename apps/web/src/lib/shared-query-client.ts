import type { QueryClient } from '@tanstack/react-query';
import i18n from '@/i18n';
import { createQueryClient } from './query-client';
import { onSessionChange } from './session';

let client: QueryClient | undefined;

/**
 * The one query client of the visit: the screens read through it (app/providers.tsx), and the
 * router starts a screen's first reads in it before the screen's code has loaded
 * (lib/screen-reads.ts). Made on first use, so the sign-in, which never calls it, loads without the
 * query library.
 */
export function sharedQueryClient(): QueryClient {
  if (client) return client;
  const created = createQueryClient();
  client = created;
  // Keys carry no store identity: whatever was cached belongs to the session that just ended.
  onSessionChange(() => created.clear());
  // Answers carry texts in the language they were asked in (errors, category names): ask again.
  i18n.on('languageChanged', () => void created.invalidateQueries());
  return created;
}
