import type { Auth } from '@mbo/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { unauthorized } from '../errors';
import type { Scopes } from '../scope';

declare module 'fastify' {
  interface FastifyRequest {
    storeId: number | null;
  }
}

/**
 * `Bearer`, one or more ASCII spaces, the token (RFC 6750's b64token). A tab, a non-breaking space
 * or any other white space is refused: what counts as a space must not differ between a gateway
 * in front and the server behind it.
 */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/** The store an Authorization header signs in as: undefined without a valid, unexpired bearer token. */
export function storeOfAuthorization(deps: Deps, header: string | undefined): number | undefined {
  const match = header ? BEARER.exec(header) : null;
  return match ? deps.repos.tokens.storeOf(match[1]!, deps.clock.now()) : undefined;
}

/**
 * Reads the bearer token of a request and resolves it to the signed-in store, in the database the
 * request names (with sandboxes: the token's sandbox, or the one a header names, where a token of
 * another sandbox signs nobody in).
 */
export function createAuthHook(scopes: Scopes, mode: Exclude<Auth, 'public'>) {
  // Callback style: this runs on every signed-in call, and a promise per request is measurable there.
  return (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    const header = req.headers.authorization;
    const scope = header ? scopes.find(req) : undefined;
    const storeId = scope ? storeOfAuthorization(scope.deps, header) : undefined;
    if (storeId === undefined && mode === 'bearer') {
      return done(
        unauthorized(
          !header
            ? 'Please sign in to continue'
            : BEARER.test(header)
              ? 'Your session has expired. Please sign in again'
              : 'Malformed authorization header',
        ),
      );
    }
    req.storeId = storeId ?? null;
    done();
  };
}
