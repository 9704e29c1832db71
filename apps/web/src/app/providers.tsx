import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { onSessionChange } from '../lib/session';

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  // Keys carry no store identity: whatever was cached belongs to the session that just ended.
  useEffect(() => onSessionChange(() => client.clear()), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
