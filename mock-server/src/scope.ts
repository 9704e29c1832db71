/**
 * What one database serves: the dependencies its routes use and the API's handlers over them. A
 * server without sandboxes has one scope; with SANDBOXES=on each sandbox has its own
 * (sandbox/sandboxes.ts), and every request acts on the scope it names.
 */
import type { EndpointName } from '@mbo/contracts';
import type { DbHandle } from '@mbo/db';
import type { FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import type { AppConfig, Deps } from './deps';
import { FaultRules } from './domain/faults';
import { SignInLinks } from './domain/sign-in-links';
import { createLimitExemptions } from './plugins/rate-limit';
import { createRepositories } from './repo/index';
import { createAuthHandlers } from './routes/auth';
import { createBroadcastHandlers } from './routes/broadcasts';
import { createMediaHandlers } from './routes/media';
import { createNotificationHandlers } from './routes/notifications';
import { createPlanHandlers } from './routes/plans';
import { createReportHandlers } from './routes/reports';
import { createSetupGuideHandlers } from './routes/setup-guide';
import { createSalesHandlers } from './routes/sales';
import { createStoreHandlers } from './routes/store';
import type { Handlers } from './routes/types';
import { createVoucherHandlers } from './routes/vouchers';

export type ApiHandlers = Handlers<EndpointName>;

export interface Scope {
  deps: Deps;
  handlers: ApiHandlers;
}

/** How requests find their scope. */
export interface Scopes {
  /** The scope a request names; throws the 4xx that says why there is none. */
  of(req: FastifyRequest): Scope;
  /** The same, or undefined: for hooks that leave the refusal to the route. */
  find(req: FastifyRequest): Scope | undefined;
  /** The scope a token names (a session's or a sign-in link's), if it names one. */
  ofToken(token: string): Scope | undefined;
}

/** What a database keeps in memory besides its rows: its clock, fault rules, lifted limits and sign-in links. */
export interface ScopeMemory {
  clock: Clock;
  faults: FaultRules;
  limitExemptions: Deps['limitExemptions'];
  signInLinks: SignInLinks;
}

/** A database's memory, fresh; `prefix` starts the tokens it hands out (a sandbox's name and a dot). */
export function createMemory(clock: Clock, random?: () => number, prefix = ''): ScopeMemory {
  return {
    clock,
    faults: new FaultRules(random, () => clock.now()),
    limitExemptions: createLimitExemptions(),
    signInLinks: new SignInLinks(prefix),
  };
}

/**
 * The dependencies over one database, with its memory and settings; `lazy` (a sandbox's), each
 * repository prepares its statements on first use.
 */
export function createDeps(
  handle: Pick<DbHandle, 'sqlite' | 'db'>,
  memory: ScopeMemory,
  config: AppConfig,
  options: { tokenPrefix?: string; lazy?: boolean; soleConnection?: boolean } = {},
): Deps {
  return { repos: createRepositories(handle, { mediaDir: config.mediaDir, ...options }), config, ...memory };
}

/** Every endpoint's handler, over the dependencies. */
export function createHandlers(deps: Deps): ApiHandlers {
  return {
    ...createAuthHandlers(deps),
    ...createStoreHandlers(deps),
    ...createMediaHandlers(deps),
    ...createSalesHandlers(deps),
    ...createReportHandlers(deps),
    ...createSetupGuideHandlers(deps),
    ...createVoucherHandlers(deps),
    ...createPlanHandlers(deps),
    ...createNotificationHandlers(deps),
    ...createBroadcastHandlers(deps),
  } satisfies ApiHandlers;
}

/** A scope whose handlers are made on its first API call (a sandbox's: opening it stays quick). */
export function lazyScope(deps: Deps): Scope {
  let handlers: ApiHandlers | undefined;
  return {
    deps,
    get handlers() {
      return (handlers ??= createHandlers(deps));
    },
  };
}

/** The scopes of a server with one database: every request has the same. */
export function oneScope(scope: Scope): Scopes {
  return { of: () => scope, find: () => scope, ofToken: () => scope };
}
