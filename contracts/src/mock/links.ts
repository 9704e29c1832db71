/** Zod-free, so the web app's path table can import it on its first paint. */

/**
 * The web app's page that takes a sign-in link from the demo console (`?token=`). It is in every
 * build; it signs in only against a mock with dev routes on, where the link's token can be traded.
 */
export const SIGN_IN_LINK_PAGE = '/sign-in-link';
