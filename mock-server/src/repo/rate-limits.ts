/**
 * Counters of the sign-in and registration limits, one row per key and window. In the database,
 * so that restarting the server is no way around a limit.
 */
import { rateLimitCounters, type DbHandle } from '@mbo/db';
import { lte, sql } from 'drizzle-orm';

export interface Hit {
  /** Calls counted in the current window, this one included. */
  hits: number;
  /** When the window ends (ms since epoch). */
  resetsAt: number;
}

/** Expired rows are swept at most this often, so the table holds about one window of keys. */
const SWEEP_EVERY_MS = 60_000;

export function createRateLimitRepository({ db }: Pick<DbHandle, 'db'>) {
  const param = { key: sql.placeholder('key'), now: sql.placeholder('now'), windowMs: sql.placeholder('windowMs') };
  const expired = lte(rateLimitCounters.resetsAt, param.now);
  const nextReset = sql`${param.now} + ${param.windowMs}`;
  // A fixed window per key: the first call opens it, later calls count until it ends.
  const hit = db
    .insert(rateLimitCounters)
    .values({ key: param.key, hits: 1, resetsAt: nextReset })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
        resetsAt: sql`CASE WHEN ${expired} THEN ${nextReset} ELSE ${rateLimitCounters.resetsAt} END`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, resetsAt: rateLimitCounters.resetsAt })
    .prepare();
  const sweep = db.delete(rateLimitCounters).where(expired).prepare();
  let sweptAt = 0;

  return {
    /** Counts a call against the key; answers the count of its window. */
    hit(key: string, windowMs: number, now: number): Hit {
      if (now - sweptAt >= SWEEP_EVERY_MS) {
        sweep.run({ now });
        sweptAt = now;
      }
      return hit.get({ key, now, windowMs });
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
