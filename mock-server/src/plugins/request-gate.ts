/**
 * Checks every request passes before any route, CORS or auth sees it, each answered in the error
 * envelope: a Host this server is not reached by (421, see hosts.ts) or none (400); an Expect
 * other than 100-continue (417); an OPTIONS that is no CORS preflight (405 or 404, as any method
 * a path lacks); control characters in the query string (400); a body of a type the route does
 * not take (415).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The media type of the bodies a route takes; other bodies are 415. Unset: the route reads no body. */
    accepts?: string;
  }
}

export interface GateOptions {
  /**
   * Headers every answer carries, set as the request comes in (so errors carry them too): in this
   * hook rather than one of their own, as each hook is a step of every call (npm run bench).
   */
  headers?: Record<string, string>;
  isAllowedHost: (host: string) => boolean;
  /** Answers a request that no route takes: 405 with Allow on a known path, 404 otherwise. */
  notRouted: (req: FastifyRequest, reply: FastifyReply) => unknown;
}

/** Whether a request carries a body (an empty chunked body counts: its type is still stated). */
export const hasBody = (req: FastifyRequest) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** The media type of a request's body, lower case, without parameters; '' when none is given. */
export const mediaType = (req: FastifyRequest) =>
  (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** A percent-encoded control character: C0 (%00-%1F), DEL (%7F), or C1 in UTF-8 (%C2%80-%C2%9F). */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])/i;

export const MESSAGES = {
  noHost: 'The request has no Host header',
  foreignHost: 'This server does not answer to that host name (see ALLOWED_HOSTS)',
  expectation: 'Only "Expect: 100-continue" is supported',
  control: 'The query string contains a control character',
  bodyType: 'The body must be {type}',
} as const;

/** 415 for a body of another type than the route takes, in the words of the request gate. */
export const wrongBodyType = (accepts: string) => new HttpError(415, MESSAGES.bodyType.replace('{type}', accepts));

/**
 * A body known to be of the wrong type: one with a length, or a chunked multipart one (whose
 * parts no JSON route would read). A chunked body of another type may be empty, as a proxy sends
 * a body-less call: the body parsers judge it once it has arrived (see errors.ts).
 */
function refusal(req: FastifyRequest): HttpError | undefined {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const accepts = req.routeOptions.config.accepts;
  const type = mediaType(req);
  if (accepts === undefined || type === accepts) return undefined;
  const sized = Number(req.headers['content-length'] ?? 0) > 0;
  const chunkedParts = req.headers['transfer-encoding'] !== undefined && type.startsWith('multipart/');
  return sized || chunkedParts ? wrongBodyType(accepts) : undefined;
}

export function registerRequestGate(app: FastifyInstance, options: GateOptions): void {
  const { headers } = options;
  app.addHook('onRequest', (req, reply, done) => {
    if (headers) reply.headers(headers);
    const host = req.headers.host;
    if (host === undefined || host === '') return done(new HttpError(400, MESSAGES.noHost));
    if (!options.isAllowedHost(host)) return done(new HttpError(421, MESSAGES.foreignHost));
    const expect = req.headers.expect;
    if (expect !== undefined && expect.trim().toLowerCase() !== '100-continue') {
      return done(new HttpError(417, MESSAGES.expectation));
    }
    if (req.method === 'OPTIONS' && !(req.headers.origin && req.headers['access-control-request-method'])) {
      void options.notRouted(req, reply);
      return;
    }
    const query = req.url.indexOf('?');
    if (query >= 0 && ENCODED_CONTROL.test(req.url.slice(query))) return done(new HttpError(400, MESSAGES.control));
    done(refusal(req));
  });

  // Node answers any Expect but 100-continue itself, with an empty 417; passed on as a request,
  // it gets the envelope above.
  app.server.on('checkExpectation', (req, res) => app.server.emit('request', req, res));
}
