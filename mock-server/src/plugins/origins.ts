/**
 * Which browser origins may use the mock API. The mock runs on developers' laptops while they
 * browse the web, so any other website must not read its answers (one-time codes in the outbox)
 * or change its state (reset, clock, events).
 */

/** `http(s)://localhost`, `127.x.x.x` or `[::1]`, any port. */
const LOOPBACK = /^https?:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

export const isLoopbackOrigin = (origin: string) => LOOPBACK.test(origin);

/** The origin of a URL (`scheme://host:port`), or undefined when it is not one. */
export function originOfUrl(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

export interface OriginSettings {
  /** CORS_ORIGIN: exactly these origins when given. */
  corsOrigin?: string[] | undefined;
  /** WEB_APP_URL: the web app's own origin is allowed when CORS_ORIGIN is unset. */
  webAppUrl: string;
}

/**
 * The CORS rule: the listed origins when CORS_ORIGIN is set; otherwise the web app's origin and
 * loopback origins (a web app run on another local port still works, a website does not).
 * `null` (sandboxed frames, file pages) is never allowed.
 */
export function allowedOrigins({ corsOrigin, webAppUrl }: OriginSettings): (origin: string) => boolean {
  if (corsOrigin && corsOrigin.length > 0) {
    const listed = new Set(corsOrigin.map((o) => originOfUrl(o) ?? o));
    return (origin) => listed.has(origin);
  }
  const webApp = originOfUrl(webAppUrl);
  return (origin) => origin === webApp || isLoopbackOrigin(origin);
}
