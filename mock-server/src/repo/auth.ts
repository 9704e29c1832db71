/** Sign-in tokens: issued by get-token, looked up on every signed-in call. */
import { tokens, type DbHandle } from '@mbo/db';

export function createTokenRepository({ sqlite, db }: Pick<DbHandle, 'sqlite' | 'db'>) {
  // Raw and plucked: this runs on every signed-in call, the voucher-list benchmark included.
  const storeOfToken = sqlite
    .prepare<[string, number], number>('SELECT store_id FROM tokens WHERE token = ? AND expires_at > ?')
    .pluck();

  return {
    issue(token: string, storeId: number, expiresAt: number, now: number): void {
      db.insert(tokens).values({ token, storeId, expiresAt, createdAt: now }).run();
    },

    /** The store a token signs in, or undefined when it is unknown or expired. */
    storeOf: (token: string, now: number): number | undefined => storeOfToken.get(token, now),
  };
}

export type TokenRepository = ReturnType<typeof createTokenRepository>;
