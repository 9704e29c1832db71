/**
 * Keeps other websites away from the state-changing /__mock tools (reset, clock, events, payout
 * decisions, provider onboarding). CORS alone does not: a page can send a "simple" request
 * (form-encoded or text body, or none) without a preflight, and the server acts on it even though
 * the page never reads the answer.
 *
 * - A browser call must come from an allowed origin (see origins.ts) or this server's own origin.
 *   Browsers add `Origin` to every cross-origin POST, PUT and DELETE, and `Sec-Fetch-Site`, which
 *   pages cannot set. Calls without either come from tools such as curl or tests: no website.
 * - A body must be JSON, which a browser sends cross-origin only after a preflight (and the
 *   preflight is answered for allowed origins only). The one exception is the provider's
 *   onboarding form, posted by this server's own page; its origin check above still applies.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { hasBody, mediaType } from './request-gate';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The only /__mock call a plain HTML form posts (the onboarding page's "Activate payouts"). */
const FORM_ROUTES = new Set(['/__mock/provider/onboarding/complete']);

export interface DevGuardOptions {
  /** Origins allowed by CORS. */
  isAllowedOrigin: (origin: string) => boolean;
  /** This server's own origin (PUBLIC_URL), whose pages may post their forms. */
  ownOrigin: string | undefined;
}

const FOREIGN = 'The mock tools accept calls only from the web app and this machine';

/** 403 when a browser call comes from another website; undefined when the call may go on. */
export function foreignCaller(req: FastifyRequest, options: DevGuardOptions): HttpError | undefined {
  const site = req.headers['sec-fetch-site'];
  // Set by the browser itself: this server's own pages (their forms send `Origin: null` under
  // the pages' no-referrer policy).
  if (site === 'same-origin') return undefined;
  const origin = req.headers.origin;
  if (origin === undefined) return site === undefined || site === 'none' ? undefined : new HttpError(403, FOREIGN);
  if (origin === options.ownOrigin || options.isAllowedOrigin(origin)) return undefined;
  return new HttpError(403, FOREIGN);
}

/**
 * Registers the guard on every state-changing call under /__mock, as a hook of those routes alone:
 * the API's calls, which never need it, do not pass through it (npm run bench).
 */
export function registerDevToolGuard(app: FastifyInstance, options: DevGuardOptions): void {
  const guard = (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    if (SAFE_METHODS.has(req.method)) return done();
    const refused = foreignCaller(req, options);
    if (refused) return done(refused);
    if (hasBody(req)) {
      const type = mediaType(req);
      // The matched route, not the raw URL: `/%5F%5Fmock/reset` routes to /__mock/reset too.
      const form = FORM_ROUTES.has(req.routeOptions.url ?? '') && type === 'application/x-www-form-urlencoded';
      if (type !== 'application/json' && !form) {
        return done(new HttpError(415, 'The mock tools accept only JSON bodies (Content-Type: application/json)'));
      }
    }
    done();
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/__mock') || methods.every((m) => SAFE_METHODS.has(m))) return;
    route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
  });
}
