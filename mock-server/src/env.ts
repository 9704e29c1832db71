/**
 * The server's settings, read from its environment once and checked before anything starts. The
 * variables and their defaults are the README's "Mock API settings" table.
 */
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InvoiceParty } from '@mbo/contracts';
import { DEFAULT_ISSUER } from '@mbo/seed';
import { z } from 'zod';
import { DEFAULT_MEDIA_QUOTA_MB, DEFAULT_SANDBOX_IDLE_HOURS, DEFAULT_SANDBOX_MAX } from './deps';
import { HostEntry, isWildcardAddress } from './plugins/hosts';
import { DEFAULT_RATE_LIMITS, LimitSetting, RATE_LIMIT_VARIABLES, type RateLimits } from './plugins/rate-limit';
import { DEFAULT_TIMEOUTS, Duration, type Timeouts } from './timeouts';

/** Where the server and `npm run seed` keep their SQLite file unless DATABASE_PATH says otherwise. */
export const DEFAULT_DATABASE_PATH = fileURLToPath(new URL('../.data/mock.sqlite', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const SANDBOX_MAX_RANGE = 'must be a whole number from 1 to 1000';
const IDLE_HOURS_RANGE = 'must be a number of hours above 0, at most 8760 (a year)';

/** An unset or blank variable takes its default. */
const unset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const setting = <S extends z.ZodType>(schema: S) => z.preprocess(unset, schema);

const flag = (fallback: boolean) =>
  setting(
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true'),
  );

/** A comma-separated list, each entry trimmed and checked; blank entries are dropped. */
const commaList = <S extends z.ZodType<unknown, string>>(item: S) =>
  setting(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(item))
      .optional(),
  );

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** An http(s) URL, without a trailing slash (links are appended to it). */
const HttpUrl = z
  .string()
  .trim()
  .refine(isHttpUrl, 'must be an http(s) URL like http://host:port')
  .transform((v) => v.replace(/\/+$/, ''));

/** What is at a path: a file, a directory, or nothing. */
const kindOf = (path: string) => {
  try {
    return statSync(path).isDirectory() ? 'directory' : 'file';
  } catch {
    return 'missing';
  }
};

/** The nearest existing folder above a path must be a folder, so the file's folder can be made. */
const folderCanHold = (path: string): boolean => {
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    const kind = kindOf(dir);
    if (kind !== 'missing') return kind === 'directory';
    if (dirname(dir) === dir) return true;
  }
};

/** A SQLite file path (or ':memory:'): a file that exists or can be made, not a directory. */
export const DatabasePath = z
  .string()
  .refine((p) => p === ':memory:' || (!/[\\/]$/.test(p) && kindOf(p) !== 'directory'), {
    message: 'must name a file, not a directory',
    abort: true,
  })
  .refine((p) => p === ':memory:' || folderCanHold(p), 'its folder cannot be made: a file stands in the way');

const PORT_RANGE = 'must be a whole number from 0 to 65535';
const LATENCY_RANGE = 'must be a whole number of milliseconds from 0 to 30000';
const latency = setting(
  z.coerce
    .number({ error: LATENCY_RANGE })
    .int(LATENCY_RANGE)
    .min(0, LATENCY_RANGE)
    .max(30_000, LATENCY_RANGE)
    .default(0),
);

const EnvSchema = z.object({
  PORT: setting(
    z.coerce.number({ error: PORT_RANGE }).int(PORT_RANGE).min(0, PORT_RANGE).max(65535, PORT_RANGE).default(4010),
  ),
  HOST: setting(z.string().trim().default('127.0.0.1')),
  DATABASE_PATH: setting(DatabasePath.default(DEFAULT_DATABASE_PATH)),
  MOCK_OTP: setting(
    z
      .string()
      .regex(/^\d{6}$/, 'must be exactly 6 digits')
      .optional(),
  ),
  MOCK_NOW: setting(
    z.iso
      .datetime({ offset: true, error: 'must be an instant like 2026-11-15T12:00:00.000Z' })
      .transform((v) => Date.parse(v))
      .optional(),
  ),
  MOCK_DEV_ROUTES: flag(true),
  SANDBOXES: setting(
    z
      .enum(['on', 'off', 'true', 'false'], { error: 'must be on or off' })
      .default('off')
      .transform((v) => v === 'on' || v === 'true'),
  ),
  SANDBOX_MAX: setting(
    z.coerce
      .number({ error: SANDBOX_MAX_RANGE })
      .int(SANDBOX_MAX_RANGE)
      .min(1, SANDBOX_MAX_RANGE)
      .max(1000, SANDBOX_MAX_RANGE)
      .default(DEFAULT_SANDBOX_MAX),
  ),
  SANDBOX_IDLE_HOURS: setting(
    z.coerce
      .number({ error: IDLE_HOURS_RANGE })
      .gt(0, IDLE_HOURS_RANGE)
      .max(8760, IDLE_HOURS_RANGE)
      .default(DEFAULT_SANDBOX_IDLE_HOURS),
  ),
  CORS_ORIGIN: commaList(HttpUrl),
  LOG_LEVEL: setting(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info')),
  MOCK_VALIDATE_RESPONSES: flag(false),
  PUBLIC_URL: setting(HttpUrl.optional()),
  WEB_APP_URL: setting(HttpUrl.default('http://127.0.0.1:5173')),
  INVOICE_ISSUER_NAME: setting(z.string().trim().min(1).max(200).default(DEFAULT_ISSUER.name)),
  INVOICE_ISSUER_ADDRESS: setting(z.string().trim().min(1).max(500).default(DEFAULT_ISSUER.address)),
  MOCK_LATENCY_MS: latency,
  MOCK_LATENCY_JITTER_MS: latency,
  ALLOWED_HOSTS: commaList(HostEntry),
  MEDIA_QUOTA_MB: setting(
    z.coerce
      .number({ error: 'must be a whole number of megabytes from 1 to 10000' })
      .int('must be a whole number of megabytes from 1 to 10000')
      .min(1, 'must be a whole number of megabytes from 1 to 10000')
      .max(10_000, 'must be a whole number of megabytes from 1 to 10000')
      .default(DEFAULT_MEDIA_QUOTA_MB),
  ),
  HEADERS_TIMEOUT: setting(Duration.default(DEFAULT_TIMEOUTS.headersMs)),
  REQUEST_TIMEOUT: setting(Duration.default(DEFAULT_TIMEOUTS.requestMs)),
  CONNECTION_TIMEOUT: setting(Duration.default(DEFAULT_TIMEOUTS.connectionMs)),
  ...Object.fromEntries(
    Object.entries(RATE_LIMIT_VARIABLES).map(([name, [group, by]]) => [
      name,
      setting(LimitSetting.default(DEFAULT_RATE_LIMITS[group][by])),
    ]),
  ),
});

/** The settings the server runs with. */
export interface ServerEnv {
  port: number;
  host: string;
  databasePath: string;
  /**
   * SANDBOXES=on (or `--sandboxes`): each demo in a sandbox of its own, kept in `sandboxes/` beside
   * the database file; SANDBOX_MAX of them at most, each removed after SANDBOX_IDLE_HOURS unused.
   */
  sandboxes: { max: number; idleMs: number } | undefined;
  /** A fixed one-time code for demos; random codes when unset. */
  fixedOtp: string | undefined;
  /** MOCK_NOW: the instant (ms) the clock reads at start, running on from there; the real time when unset. */
  startAt: number | undefined;
  devRoutes: boolean;
  /** Allowed browser origins; unset leaves the choice to the app. */
  corsOrigin: string[] | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  validateResponses: boolean;
  /** Base of the links the server hands out; `http://HOST:PORT` unless set. */
  publicUrl: string;
  webAppUrl: string;
  /** Who invoices are issued by (INVOICE_ISSUER_NAME, INVOICE_ISSUER_ADDRESS). */
  issuer: InvoiceParty;
  /** ALLOWED_HOSTS: host names the server answers to besides loopback and PUBLIC_URL's. */
  allowedHosts: string[] | undefined;
  /** How many bytes of pictures one store may keep (MEDIA_QUOTA_MB). */
  mediaQuotaBytes: number;
  /** Sign-in and registration limits (RATE_LIMIT_*). */
  rateLimits: RateLimits;
  /** Base latency of every API answer, and up to how much more at random. */
  latencyMs: number;
  latencyJitterMs: number;
  /** How long a client may take to send its headers, its whole request, or nothing at all. */
  timeouts: Timeouts;
}

/** Every bad variable, named with what it got and what it needs. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`The mock server's settings are not valid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** The invoice issuer of the environment (INVOICE_ISSUER_NAME, INVOICE_ISSUER_ADDRESS), for the seed CLI. */
export function issuerOf(env: Record<string, string | undefined> = process.env): InvoiceParty {
  return {
    name: env.INVOICE_ISSUER_NAME?.trim() || DEFAULT_ISSUER.name,
    address: env.INVOICE_ISSUER_ADDRESS?.trim() || DEFAULT_ISSUER.address,
  };
}

/** Parses the environment (process.env by default); throws EnvError naming every bad variable. */
export function parseEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  // Judged only when both are valid durations (an invalid one is named on its own).
  const result = EnvSchema.refine(
    (e) =>
      typeof e.HEADERS_TIMEOUT !== 'number' ||
      typeof e.REQUEST_TIMEOUT !== 'number' ||
      e.HEADERS_TIMEOUT <= e.REQUEST_TIMEOUT,
    {
      path: ['HEADERS_TIMEOUT'],
      message: 'must not be longer than REQUEST_TIMEOUT (the headers are part of the request)',
    },
  ).safeParse(env);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const got = env[name];
        return `${name}=${JSON.stringify(got ?? '')}: ${issue.message}`;
      }),
    );
  }
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databasePath: e.DATABASE_PATH,
    sandboxes: e.SANDBOXES ? { max: e.SANDBOX_MAX, idleMs: e.SANDBOX_IDLE_HOURS * 60 * 60 * 1000 } : undefined,
    fixedOtp: e.MOCK_OTP,
    startAt: e.MOCK_NOW,
    devRoutes: e.MOCK_DEV_ROUTES,
    corsOrigin: e.CORS_ORIGIN && e.CORS_ORIGIN.length > 0 ? e.CORS_ORIGIN : undefined,
    logLevel: e.LOG_LEVEL,
    validateResponses: e.MOCK_VALIDATE_RESPONSES,
    // A wildcard address is no place to send a browser: links then point at this machine's loopback.
    publicUrl: e.PUBLIC_URL ?? `http://${isWildcardAddress(e.HOST) ? '127.0.0.1' : e.HOST}:${e.PORT}`,
    webAppUrl: e.WEB_APP_URL,
    issuer: { name: e.INVOICE_ISSUER_NAME, address: e.INVOICE_ISSUER_ADDRESS },
    allowedHosts: e.ALLOWED_HOSTS && e.ALLOWED_HOSTS.length > 0 ? e.ALLOWED_HOSTS : undefined,
    mediaQuotaBytes: e.MEDIA_QUOTA_MB * 1024 * 1024,
    rateLimits: rateLimitsOf(e as unknown as Record<string, RateLimits['send']['phone']>),
    latencyMs: e.MOCK_LATENCY_MS,
    latencyJitterMs: e.MOCK_LATENCY_JITTER_MS,
    timeouts: { headersMs: e.HEADERS_TIMEOUT, requestMs: e.REQUEST_TIMEOUT, connectionMs: e.CONNECTION_TIMEOUT },
  };
}

/**
 * The warning printed on start when the server listens on every interface without ALLOWED_HOSTS:
 * other machines can reach it, but it answers only to loopback names and PUBLIC_URL's host.
 */
export function bindWarning(env: Pick<ServerEnv, 'host' | 'allowedHosts' | 'publicUrl'>): string | undefined {
  if (!isWildcardAddress(env.host) || env.allowedHosts) return undefined;
  return (
    `HOST=${env.host} listens on every network interface, and ALLOWED_HOSTS is not set: ` +
    `only localhost, 127.0.0.1, [::1] and ${new URL(env.publicUrl).hostname} (PUBLIC_URL) are answered, ` +
    'any other Host header gets 421. Set ALLOWED_HOSTS to the names other devices use ' +
    '(e.g. ALLOWED_HOSTS=192.168.1.20,laptop.local), or HOST=127.0.0.1 to stay on this machine.'
  );
}

/** The parsed RATE_LIMIT_* variables, by group and by phone or address. */
function rateLimitsOf(parsed: Record<string, RateLimits['send']['phone']>): RateLimits {
  const limits = structuredClone(DEFAULT_RATE_LIMITS);
  for (const [name, [group, by]] of Object.entries(RATE_LIMIT_VARIABLES)) limits[group][by] = parsed[name] ?? null;
  return limits;
}
