/**
 * The server's settings, read from its environment once and checked before anything starts. The
 * variables and their defaults are the README's "Mock API settings" table.
 */
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, LimitSetting, RATE_LIMIT_VARIABLES, type RateLimits } from './plugins/rate-limit';

/** Where the server and `npm run seed` keep their SQLite file unless DATABASE_PATH says otherwise. */
export const DEFAULT_DATABASE_PATH = fileURLToPath(new URL('../.data/mock.sqlite', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  MOCK_DEV_ROUTES: flag(true),
  CORS_ORIGIN: setting(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(HttpUrl))
      .optional(),
  ),
  LOG_LEVEL: setting(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info')),
  MOCK_VALIDATE_RESPONSES: flag(false),
  PUBLIC_URL: setting(HttpUrl.optional()),
  WEB_APP_URL: setting(HttpUrl.default('http://127.0.0.1:5173')),
  MOCK_LATENCY_MS: latency,
  MOCK_LATENCY_JITTER_MS: latency,
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
  /** A fixed one-time code for demos; random codes when unset. */
  fixedOtp: string | undefined;
  devRoutes: boolean;
  /** Allowed browser origins; unset leaves the choice to the app. */
  corsOrigin: string[] | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  validateResponses: boolean;
  /** Base of the links the server hands out; `http://HOST:PORT` unless set. */
  publicUrl: string;
  webAppUrl: string;
  /** Sign-in and registration limits (RATE_LIMIT_*). */
  rateLimits: RateLimits;
  /** Base latency of every API answer, and up to how much more at random. */
  latencyMs: number;
  latencyJitterMs: number;
}

/** Every bad variable, named with what it got and what it needs. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`The mock server's settings are not valid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment (process.env by default); throws EnvError naming every bad variable. */
export function parseEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  const result = EnvSchema.safeParse(env);
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
    fixedOtp: e.MOCK_OTP,
    devRoutes: e.MOCK_DEV_ROUTES,
    corsOrigin: e.CORS_ORIGIN && e.CORS_ORIGIN.length > 0 ? e.CORS_ORIGIN : undefined,
    logLevel: e.LOG_LEVEL,
    validateResponses: e.MOCK_VALIDATE_RESPONSES,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    webAppUrl: e.WEB_APP_URL,
    rateLimits: rateLimitsOf(e as unknown as Record<string, RateLimits['send']['phone']>),
    latencyMs: e.MOCK_LATENCY_MS,
    latencyJitterMs: e.MOCK_LATENCY_JITTER_MS,
  };
}

/** The parsed RATE_LIMIT_* variables, by group and by phone or address. */
function rateLimitsOf(parsed: Record<string, RateLimits['send']['phone']>): RateLimits {
  const limits = structuredClone(DEFAULT_RATE_LIMITS);
  for (const [name, [group, by]] of Object.entries(RATE_LIMIT_VARIABLES)) limits[group][by] = parsed[name] ?? null;
  return limits;
}
