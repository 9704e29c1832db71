import { paths } from './paths';

/** Where Back goes when `from` is missing or unusable. */
export const DEFAULT_RETURN_PATH = paths.login();

const ORIGIN = 'http://return-path.invalid';

const hasControlChar = (s: string) => [...s].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/**
 * A path taken from the address bar (`from` of the legal pages, `next` of the login), accepted only
 * as a path inside this app. Anything that could leave the app ("//evil.test", "/\\evil.test",
 * "https://…", "javascript:…") gives `fallback`, so such a link can never be turned into an open
 * redirect.
 */
export function safeReturnPath(from: string | null | undefined, fallback: string = DEFAULT_RETURN_PATH): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || /[\\\s]/.test(from) || hasControlChar(from)) {
    return fallback;
  }
  try {
    const url = new URL(from, ORIGIN);
    if (url.origin !== ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in and sign-up screens: returning to one of them after signing in would only loop. */
const SIGN_IN_PATHS = [paths.login(), paths.register(), paths.verification({ phone: '' }), paths.registrationSuccess()];

/**
 * The page to open after signing in: the one the merchant asked for before the login (a deep link,
 * or the page a expired session left), when it is a page of this app; the dashboard otherwise.
 */
export function afterSignInPath(next: string | null | undefined): string {
  const path = safeReturnPath(next, paths.home());
  const pathname = path.split(/[?#]/)[0]!;
  return SIGN_IN_PATHS.includes(pathname) ? paths.home() : path;
}

type AppLocation = { pathname: string; search: string; hash: string };

/**
 * The `next` to send to the login with: nothing for the dashboard, which is where a sign-in goes
 * anyway. On a sign-in screen it is that screen's own `next`: a second "signed out" (a late 401 of a
 * call that was under way) must not drop the page the first one kept.
 */
export function nextOf(location: AppLocation): string | undefined {
  const onSignIn = SIGN_IN_PATHS.includes(location.pathname);
  const path = onSignIn
    ? new URLSearchParams(location.search).get('next')
    : `${location.pathname}${location.search}${location.hash}`;
  const kept = afterSignInPath(path);
  return kept === paths.home() ? undefined : kept;
}

/**
 * The login to send a merchant to whose session ended at `location` (no session on a protected
 * page, or a 401 mid-session): the one place that decides the way back after signing in.
 */
export function loginPathFor(location: AppLocation): string {
  return paths.login({ next: nextOf(location) });
}
