/** Sign-in tokens: issued by get-token, looked up on every signed-in call. */
import { tokens, type DbHandle } from '@mbo/db';
import { stampOf } from './count-cache';

export function createTokenRepository({ sqlite, db }: Pick<DbHandle, 'sqlite' | 'db'>) {
  // Raw: this runs on every signed-in call, the voucher-list benchmark included. The same read
  // gives the database's data_version, so the read caches of the call that follows (count-cache.ts)
  // need no read transaction of their own: each costs several system calls.
  const storeOfToken = sqlite
    .prepare<[string, number], [number, number]>(
      'SELECT store_id, (SELECT data_version FROM pragma_data_version) FROM tokens WHERE token = ? AND expires_at > ?',
    )
    .raw();
  const stamp = stampOf(sqlite);

  return {
    issue(token: string, storeId: number, expiresAt: number, now: number): void {
      db.insert(tokens).values({ token, storeId, expiresAt, createdAt: now }).run();
    },

    /** The store a token signs in, or undefined when it is unknown or expired. */
    storeOf(token: string, now: number): number | undefined {
      const found = storeOfToken.get(token, now);
      if (!found) return undefined;
      stamp.hold(found[1]);
      return found[0];
    },
  };
}

export type TokenRepository = ReturnType<typeof createTokenRepository>;
