import type { Auth } from '@mbo/contracts';
import type { FastifyRequest } from 'fastify';
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
  return async (req: FastifyRequest) => {
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) {
      if (mode === 'bearer') throw unauthorized(header ? 'Malformed authorization header' : 'Please sign in to continue');
      req.storeId = null;
      return;
    }
    const row = lookup.get(match[1]!, deps.clock.now());
    if (!row) {
      if (mode === 'bearer') throw unauthorized('Your session has expired. Please sign in again');
      req.storeId = null;
      return;
    }
    req.storeId = row.store_id;
  };
}
