import type { InvoiceParty } from '@mbo/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import type { FaultRules } from './domain/faults';
import type { SignInLinks } from './domain/sign-in-links';
import type { LimitExemptions, RateLimits } from './plugins/rate-limit';
import type { Repositories } from './repo/index';
import type { Timeouts } from './timeouts';

/** MEDIA_QUOTA_MB's default: a store's photo and logo, and one unsaved upload of each, fit at full size. */
export const DEFAULT_MEDIA_QUOTA_MB = 20;
/** SANDBOX_MAX's default: sandboxes one server keeps at most. */
export const DEFAULT_SANDBOX_MAX = 50;
/** SANDBOX_IDLE_HOURS's default: a sandbox unused this long is removed. */
export const DEFAULT_SANDBOX_IDLE_HOURS = 24;

export interface AppConfig {
  /** Base URL of this server, for links it hands out (short links, onboarding). */
  publicUrl: string;
  /** Where uploaded pictures are kept: `media/` next to the database file (a temporary directory for an in-memory one). */
  mediaDir: string;
  /** MEDIA_QUOTA_MB: how many bytes of pictures one store may keep. */
  mediaQuotaBytes: number;
  /** True in a sandbox: the quota holds for all its stores' pictures together, so its folder stays within it. */
  mediaQuotaShared: boolean;
  /** Where the web app runs; the payment-provider onboarding returns there. */
  webAppUrl: string;
  /** A fixed one-time code for demos; random codes when unset. */
  fixedOtp: string | undefined;
  /** Whether /__mock routes are served. */
  devRoutes: boolean;
  /** ALLOWED_HOSTS: Host names answered besides loopback and PUBLIC_URL's (see plugins/hosts.ts). */
  allowedHosts: string[] | undefined;
  /** Sign-in and registration limits per phone and per client address (RATE_LIMIT_*). */
  rateLimits: RateLimits;
  /** The platform as it appears on the invoices it issues (INVOICE_ISSUER_*). */
  issuer: InvoiceParty;
  /** Base latency of every API answer (MOCK_LATENCY_MS), plus up to the jitter at random. */
  latencyMs: number;
  latencyJitterMs: number;
  /** HEADERS_TIMEOUT, REQUEST_TIMEOUT, CONNECTION_TIMEOUT. */
  timeouts: Timeouts;
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
  /** The demo console's sign-in links that have not been used yet (kept in memory). */
  signInLinks: SignInLinks;
}

/** The dependencies a request acts on: the one database's, or those of the sandbox it names (SANDBOXES=on). */
export type DepsOf = (req: FastifyRequest) => Deps;
