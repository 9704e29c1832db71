import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { storeSession, TOKENS_FILE, type SessionToken } from './support';

let tokens: Record<string, SessionToken> | undefined;

/**
 * Signs a page in as a demo store with the token the setup project got for it: one signed-in
 * state per store for the whole run, shared by every worker.
 */
export async function signedIn(page: Page, phone: string): Promise<SessionToken> {
  tokens ??= JSON.parse(readFileSync(TOKENS_FILE, 'utf8')) as Record<string, SessionToken>;
  const token = tokens[phone];
  if (!token) throw new Error(`No shared session for ${phone}: add the store to DEMO in e2e/support.ts`);
  await storeSession(page, token.access_token, token.expired_at);
  return token;
}
