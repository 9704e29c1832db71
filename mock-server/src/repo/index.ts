/**
 * Every repository, made once over the database. Repositories are the only place SQL lives; row
 * and insert types come from the drizzle schema (@mbo/db). Made `lazy`, each repository prepares
 * its statements on first use: a sandbox's database opens at once (preparing them all takes tens
 * of milliseconds, `npm run bench`), and a sandbox prepares only what its calls need.
 */
import type { DbHandle } from '@mbo/db';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTokenRepository } from './auth';
import { createBillingRepository } from './billing';
import { createBroadcastRepository } from './broadcasts';
import { createConsoleQueries } from './console';
import { createDatabaseRepository } from './database';
import { createFixtureRepository } from './fixtures';
import { createMediaRepository } from './media-files';
import { createMembershipRepository } from './memberships';
import { createNotificationRepository } from './notifications';
import { createOtpStore } from './otp-codes';
import { createOutboxRepository } from './outbox';
import { createSalesRepository } from './sales';
import { createSetupGuideRepository } from './setup-guide';
import { createPlanRepository } from './plans';
import { createRateLimitRepository } from './rate-limits';
import { soleConnection } from './read-cache';
import { createReportRepository } from './reports';
import { createStoreRepository } from './store';
import { createSubscriberRepository } from './subscribers';
import { createTransactional } from './transaction';
import { createVoucherUseQueries } from './voucher-use';
import { createVoucherRepository } from './vouchers';

export interface RepositoryOptions {
  /** Where uploaded pictures are kept (AppConfig.mediaDir); a temporary directory when left out. */
  mediaDir?: string;
  /** What starts every token the database hands out: a sandbox's name and a dot, so a token names its sandbox. */
  tokenPrefix?: string;
  /** No other connection ever opens the file (a sandbox's): see soleConnection in read-cache.ts. */
  soleConnection?: boolean;
}

/** How each repository is made over the database. */
const makers = (handle: Pick<DbHandle, 'sqlite' | 'db'>, options: RepositoryOptions) => ({
  tokens: () => createTokenRepository(handle, options.tokenPrefix),
  otp: () => createOtpStore(handle),
  stores: () => createStoreRepository(handle),
  outbox: () => createOutboxRepository(handle),
  sales: () => createSalesRepository(handle),
  billing: () => createBillingRepository(handle),
  notifications: () => createNotificationRepository(handle),
  vouchers: () => createVoucherRepository(handle),
  voucherUse: () => createVoucherUseQueries(handle),
  plans: () => createPlanRepository(handle),
  subscribers: () => createSubscriberRepository(handle),
  memberships: () => createMembershipRepository(handle),
  broadcasts: () => createBroadcastRepository(handle),
  reports: () => createReportRepository(handle),
  setupGuide: () => createSetupGuideRepository(handle),
  rateLimits: () => createRateLimitRepository(handle),
  media: () => createMediaRepository(handle, options.mediaDir ?? join(tmpdir(), 'mbo-media')),
  database: () => createDatabaseRepository(handle),
  console: () => createConsoleQueries(handle),
  /** Rows written directly, for the pact's provider states (/__mock/pact/state). */
  fixtures: () => createFixtureRepository(handle, options.tokenPrefix),
  /** Runs a function in one transaction; see repo/transaction.ts. */
  transaction: () => createTransactional(handle.sqlite),
});

type Makers = ReturnType<typeof makers>;
export type Repositories = { readonly [K in keyof Makers]: ReturnType<Makers[K]> };

export function createRepositories(
  handle: Pick<DbHandle, 'sqlite' | 'db'>,
  options: RepositoryOptions & { lazy?: boolean } = {},
): Repositories {
  if (options.soleConnection) soleConnection(handle.sqlite);
  const make = makers(handle, options);
  const repos = {} as Record<keyof Makers, unknown>;
  for (const key of Object.keys(make) as (keyof Makers)[]) {
    if (!options.lazy) {
      repos[key] = make[key]();
      continue;
    }
    // Made on first use, then kept as a plain property.
    Object.defineProperty(repos, key, {
      configurable: true,
      enumerable: true,
      get() {
        const value = make[key]();
        Object.defineProperty(repos, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return repos as Repositories;
}
