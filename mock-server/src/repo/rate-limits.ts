/**
 * Counters of the sign-in and registration limits, one row per key and window. In the database,
 * so that restarting the server is no way around a limit.
 */
import type { DbHandle } from '@mbo/db';

export interface Hit {
  /** Calls counted in the current window, this one included. */
  hits: number;
  /** When the window ends (ms since epoch). */
  resetsAt: number;
}

/** Expired rows are swept at most this often, so the table holds about one window of keys. */
const SWEEP_EVERY_MS = 60_000;

export function createRateLimitRepository({ sqlite }: Pick<DbHandle, 'sqlite'>) {
  // A fixed window per key: the first call opens it, later calls count until it ends.
  const hit = sqlite.prepare<{ key: string; now: number; windowMs: number }, Hit>(
    `INSERT INTO rate_limit_counters (key, hits, resets_at) VALUES (@key, 1, @now + @windowMs)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN resets_at <= @now THEN 1 ELSE hits + 1 END,
       resets_at = CASE WHEN resets_at <= @now THEN @now + @windowMs ELSE resets_at END
     RETURNING hits, resets_at AS resetsAt`,
  );
  const sweep = sqlite.prepare<[number]>('DELETE FROM rate_limit_counters WHERE resets_at <= ?');
  let sweptAt = 0;

  return {
    /** Counts a call against the key; answers the count of its window. */
    hit(key: string, windowMs: number, now: number): Hit {
      if (now - sweptAt >= SWEEP_EVERY_MS) {
        sweep.run(now);
        sweptAt = now;
      }
      return hit.get({ key, now, windowMs })!;
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
