/**
 * The one piece of the mock server's tools the web app uses: the demo console's sign-in links.
 * Zod-free, so the web app's path table can import it on its first paint. The mock's own table of
 * /__mock calls lives in the mock server and spells this call from these constants.
 */
import type { Token } from '../auth';

/**
 * The web app's page that takes a sign-in link from the demo console (`?token=`). It is in every
 * build; it signs in only against a mock with dev routes on, where the link's token can be traded.
 */
export const SIGN_IN_LINK_PAGE = '/sign-in-link';

/** The mock's calls the web app makes, by their name in the mock's table: method and path. */
export const mockLinkCalls = {
  /** The sign-in link page trades the link's token for a session. */
  redeemSignInLink: { method: 'POST', path: '/__mock/sign-in-links/redeem' },
} as const;

/** What each of those calls answers. */
export interface MockLinkOutputs {
  /** get-token's answer: a session. */
  redeemSignInLink: { data: Token };
}

export type MockLinkOutput<N extends keyof MockLinkOutputs> = MockLinkOutputs[N];
