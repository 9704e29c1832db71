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
  const lookup = deps.sqlite.prepare<[string, number], { store_id: number }>(
    'SELECT store_id FROM tokens WHERE token = ? AND expires_at > ?',
  );
  // Callback style: this runs on every signed-in call, and a promise per request is measurable there.
  return (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    const row = match ? lookup.get(match[1]!, deps.clock.now()) : undefined;
    if (!row && mode === 'bearer') {
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
    req.storeId = row ? row.store_id : null;
    done();
  };
}
