import type { Page } from '@playwright/test';
import { requestOtp, signInViaApi, storeSession } from './support';

type Token = Awaited<ReturnType<typeof signInViaApi>>;

/**
 * Signs a page in as a demo store, reusing one token per phone for the whole worker.
 * The mock server allows one one-time code per phone every 30 seconds, so signing in
 * again for each test would trip its resend limit; a token stays valid, so reuse it.
 */
const tokens = new Map<string, Token>();

export async function signedIn(page: Page, phone: string): Promise<Token> {
  let token = tokens.get(phone);
  if (!token) {
    token = await signInFresh(page, phone);
    tokens.set(phone, token);
    return token;
  }
  await storeSession(page, token.access_token, token.expired_at);
  return token;
}

/** Another spec may have just used this phone's code: then wait out the resend limit the server names. */
async function signInFresh(page: Page, phone: string): Promise<Token> {
  const probe = await requestOtp(phone);
  if (probe.status === 429) {
    const wait = Number(probe.headers.get('retry-after') ?? '30');
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
  }
  // The probe's code (if any) is the newest in the outbox, and signInViaApi reads the newest.
  return signInViaApi(page, phone);
}
