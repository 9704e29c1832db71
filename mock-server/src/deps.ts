import type { Clock } from './clock';
import type { FaultRules } from './domain/faults';
import type { LimitExemptions, RateLimits } from './plugins/rate-limit';
import type { Repositories } from './repo/index';

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
  /** Sign-in and registration limits per phone and per client address (RATE_LIMIT_*). */
  rateLimits: RateLimits;
  /** Base latency of every API answer (MOCK_LATENCY_MS), plus up to the jitter at random. */
  latencyMs: number;
  latencyJitterMs: number;
}

/** What every route module is built with: the repositories (the only way to the database), the clock and the settings. */
export interface Deps {
  repos: Repositories;
  clock: Clock;
  config: AppConfig;
  /** The fault rules of /__mock/faults (empty and unused when dev routes are off). */
  faults: FaultRules;
  /** Phones and stores the sign-in and registration limits skip (the pact's provider states). */
  limitExemptions: LimitExemptions;
}
