/** Sign-in tokens: issued by get-token, looked up on every signed-in call. */
import { tokens, type DbHandle } from '@mbo/db';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { readCache, stampOf } from './read-cache';

export function createTokenRepository({ sqlite, db }: Pick<DbHandle, 'sqlite' | 'db'>, prefix = '') {
  // Every signed-in call asks (the voucher-list benchmark included), and nearly every one is answered
  // from memory below. A lookup that reads the file also gives the database's data_version in the
  // same read transaction (each costs several system calls), for the read caches of the call that
  // follows (read-cache.ts). One row always: the version, then the token's store and expiry or nulls.
  const lookup = db
    .select({ version: sql<number>`v.data_version`, storeId: tokens.storeId, expiresAt: tokens.expiresAt })
    .from(sql`pragma_data_version AS v`)
    .leftJoin(tokens, eq(tokens.token, sql.placeholder('token')))
    .prepare();
  const stamp = stampOf(sqlite);
  // What each token looked up since the last write signs in (null: no such token), forgotten on
  // any write like every read cache; expiry is checked on each call. Tokens are 43 characters (a
  // sandbox's start with its name): a longer one is looked up each time and never kept.
  const kept = readCache(sqlite, 1000, 96);
  const read = (token: string) => {
    const { version, storeId, expiresAt } = lookup.get({ token })!;
    stamp.hold(version);
    return storeId === null || expiresAt === null ? null : { storeId, expiresAt };
  };

  return {
    /** A new token's text: random, after the database's prefix (a sandbox's name and a dot). */
    newToken: (): string => `${prefix}${randomBytes(32).toString('base64url')}`,

    issue(token: string, storeId: number, expiresAt: number, now: number): void {
      db.insert(tokens).values({ token, storeId, expiresAt, createdAt: now }).run();
    },

    /** The store a token signs in, or undefined when it is unknown or expired. */
    storeOf(token: string, now: number): number | undefined {
      const found = kept.answer(token, () => read(token));
      return found && found.expiresAt > now ? found.storeId : undefined;
    },
  };
}

export type TokenRepository = ReturnType<typeof createTokenRepository>;
