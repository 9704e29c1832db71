import { paths } from '@/lib/paths';

/** Where Back goes when `from` is missing or unusable. */
export const DEFAULT_RETURN_PATH = paths.login();

const ORIGIN = 'http://return-path.invalid';

const hasControlChar = (s: string) => [...s].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/**
 * The `from` query of the legal and help pages, accepted only as a path inside this app.
 * Anything that could leave the app ("//evil.test", "/\\evil.test", "https://…", "javascript:…")
 * falls back to /login, so the link can never be turned into an open redirect.
 */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || /[\\\s]/.test(from) || hasControlChar(from)) {
    return DEFAULT_RETURN_PATH;
  }
  try {
    const url = new URL(from, ORIGIN);
    if (url.origin !== ORIGIN) return DEFAULT_RETURN_PATH;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_RETURN_PATH;
  }
}
