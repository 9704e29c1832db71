import type { Auth } from '@mbo/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    storeId: number | null;
  }
}

/** Reads the bearer token of a request and resolves it to the signed-in store. */
export function createAuthHook(deps: Deps, mode: Exclude<Auth, 'public'>) {
  const { repos, clock } = deps;
  // Callback style: this runs on every signed-in call, and a promise per request is measurable there.
  return (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    const storeId = match ? repos.tokens.storeOf(match[1]!, clock.now()) : undefined;
    if (storeId === undefined && mode === 'bearer') {
      return done(
        unauthorized(
          !header
            ? 'Please sign in to continue'
            : match
              ? 'Your session has expired. Please sign in again'
              : 'Malformed authorization header',
        ),
      );
    }
    req.storeId = storeId ?? null;
    done();
  };
}
