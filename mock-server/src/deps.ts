import type { Clock } from './clock';
import type { Db, Sqlite } from './db/client';

export interface AppConfig {
  /** Base URL of this server, for links it hands out (short links, onboarding). */
  publicUrl: string;
  /** Where uploaded pictures are kept: `media/` next to the database file (a temporary directory for an in-memory one). */
  mediaDir: string;
  /** Where the web app runs; the payment-provider onboarding returns there. */
  webAppUrl: string;
  /** A fixed one-time code for demos; random codes when unset. */
  fixedOtp: string | undefined;
  /** Whether /__mock routes are served. */
  devRoutes: boolean;
}

/** What every handler may use. */
export interface Deps {
  sqlite: Sqlite;
  db: Db;
  clock: Clock;
  config: AppConfig;
}
