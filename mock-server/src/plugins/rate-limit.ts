/**
 * Sign-in and registration limits like a real service (OWASP ASVS 2.2): besides the rules of each
 * code (5 wrong tries, one new code per 30 s), every client address, and every phone from one
 * client address, may send only so many codes, check only so many codes, and register only so
 * often in a window of time. Answers beyond a limit are 429 in the error envelope with
 * `Retry-After` (seconds).
 *
 * No limit counts a phone's calls from every address together: a stranger could then keep a store
 * from signing in by asking for codes and guessing wrong for its phone. Guessing is bounded by the
 * code itself (5 tries, 10 minutes), and each address by its own limits.
 *
 * Counters live in the database (repo/rate-limits.ts) and survive a restart. An address is the
 * socket's (no proxy header is trusted); IPv6 addresses count per /64, the block one machine gets.
 * The windows run on the real time, which /__mock/clock does not move. With MOCK_OTP set, the
 * demo stores' phones are not limited (their code is public then, so there is nothing to guess).
 */
import { DEMO_STORES } from '@mbo/seed';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import ipaddr from 'ipaddr.js';
import { HttpError } from '../errors';
import type { RateLimitRepository } from '../repo/rate-limits';

/** At most `max` calls per `windowMs`; null: no limit. */
export type Limit = { max: number; windowMs: number } | null;

/** send: a code is sent; check: a code is checked; register: a store is registered. */
export type LimitGroup = 'send' | 'check' | 'register';

/** address: all calls of one client address; phone: the calls for one phone from one client address. */
export type RateLimits = Record<LimitGroup, { phone: Limit; address: Limit }>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The defaults, as the README lists them. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  send: { phone: { max: 5, windowMs: 15 * MINUTE }, address: { max: 30, windowMs: HOUR } },
  check: { phone: { max: 10, windowMs: 15 * MINUTE }, address: { max: 60, windowMs: 15 * MINUTE } },
  register: { phone: { max: 3, windowMs: HOUR }, address: { max: 10, windowMs: HOUR } },
};

/** Which endpoints of the table each group limits. */
export const LIMITED_ENDPOINTS: Record<string, LimitGroup> = {
  requestOtp: 'send',
  requestEditPhone: 'send',
  getToken: 'check',
  verifyPhone: 'check',
  register: 'register',
};

/** The environment variable of each limit (README "Mock API settings"). */
export const RATE_LIMIT_VARIABLES: Record<string, [LimitGroup, 'phone' | 'address']> = {
  RATE_LIMIT_SEND_PHONE: ['send', 'phone'],
  RATE_LIMIT_SEND_ADDRESS: ['send', 'address'],
  RATE_LIMIT_CHECK_PHONE: ['check', 'phone'],
  RATE_LIMIT_CHECK_ADDRESS: ['check', 'address'],
  RATE_LIMIT_REGISTER_PHONE: ['register', 'phone'],
  RATE_LIMIT_REGISTER_ADDRESS: ['register', 'address'],
};

const UNIT_MS: Record<string, number> = { s: 1000, m: MINUTE, h: HOUR };
const LIMIT_FORMAT = 'must be <max>/<window> like 5/15m (window in s, m or h), or off';

/** `5/15m` (5 calls per 15 minutes), `30/1h`, `10/90s`, or `off`. */
export const LimitSetting = z
  .string()
  .trim()
  .regex(/^(off|[1-9]\d{0,6}\/[1-9]\d{0,4}[smh])$/i, LIMIT_FORMAT)
  .transform((v): Limit => {
    if (v.toLowerCase() === 'off') return null;
    const [, max, amount, unit] = /^(\d+)\/(\d+)([smh])$/i.exec(v)!;
    return { max: Number(max), windowMs: Number(amount) * UNIT_MS[unit!.toLowerCase()]! };
  });

/** A limit written back in the variables' format. */
export function formatLimit(limit: Limit): string {
  if (!limit) return 'off';
  const { max, windowMs } = limit;
  const window =
    windowMs % HOUR === 0
      ? `${windowMs / HOUR}h`
      : windowMs % MINUTE === 0
        ? `${windowMs / MINUTE}m`
        : `${windowMs / 1000}s`;
  return `${max}/${window}`;
}

const DEMO_PHONES = new Set<string>(DEMO_STORES.map((s) => s.phone));

/**
 * A demo store's phone while MOCK_OTP fixes the code: its code is public then, so neither the
 * limits nor the 30-second wait between codes protect anything, and demos and tests (the
 * contract test replays a call once without and once with a token) ask as often as they like.
 */
export const isOpenDemoPhone = (fixedOtp: string | undefined, phone: string | undefined) =>
  fixedOtp !== undefined && phone !== undefined && DEMO_PHONES.has(phone);

const waitText = (seconds: number) =>
  seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`;

/**
 * Phones and stores the limits do not apply to for now: the pact's provider states lift them for
 * their own stores, so a verification can run again at once (each run signs in and registers).
 */
export interface LimitExemptions {
  /** Replaces what was lifted before. */
  lift(phones: string[], storeIds: number[]): void;
  covers(phone: string | undefined, storeId: number | null): boolean;
}

export function createLimitExemptions(): LimitExemptions {
  let phones = new Set<string>();
  let storeIds = new Set<number>();
  return {
    lift(nextPhones, nextStoreIds) {
      phones = new Set(nextPhones);
      storeIds = new Set(nextStoreIds);
    },
    covers: (phone, storeId) =>
      (phone !== undefined && phones.has(phone)) || (storeId !== null && storeIds.has(storeId)),
  };
}

export interface RateLimitOptions {
  limits: RateLimits;
  /** MOCK_OTP: when set, the demo stores' phones are not limited. */
  fixedOtp: string | undefined;
  /**
   * The counters of the database a call names (its sandbox's, with sandboxes on), and what the
   * current provider state lifted there; no counters: the call is left to its route, which refuses
   * it for naming no database.
   */
  limitsOf: (req: FastifyRequest) => { counters: RateLimitRepository; exemptions?: LimitExemptions } | undefined;
  /** The real time (ms); the tests' fake timers move it. */
  now?: () => number;
}

const phoneOf = (req: FastifyRequest): string | undefined => {
  const phone = (req.body as { phone?: unknown } | undefined)?.phone;
  return typeof phone === 'string' ? phone : undefined;
};

/** The client an address stands for: IPv4 as it is (IPv4-mapped IPv6 included), IPv6 by its /64. */
export function clientOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  return `${(ip as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((p) => p.toString(16))
    .join(':')}::/64`;
}

/**
 * Registers the limits; call before the endpoints are registered. Each limited endpoint gets a
 * preHandler (after the body is validated, so the phone is a real one) that counts the call
 * against its client address, then against its phone from that address.
 */
export function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): void {
  const now = options.now ?? Date.now;
  const exempt = (exemptions: LimitExemptions | undefined, phone: string | undefined, storeId: number | null) =>
    exemptions?.covers(phone, storeId) === true || isOpenDemoPhone(options.fixedOtp, phone);

  const check = (counters: RateLimitRepository, key: string, limit: Limit, reply: FastifyReply) => {
    if (!limit) return;
    const { hits, resetsAt } = counters.hit(key, limit.windowMs, now());
    if (hits <= limit.max) return;
    const seconds = Math.max(1, Math.ceil((resetsAt - now()) / 1000));
    reply.header('Retry-After', String(seconds));
    throw new HttpError(429, `Too many attempts. Please try again in ${waitText(seconds)}`);
  };

  const hookFor = (group: LimitGroup) => (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const limits = options.limitsOf(req);
    const phone = phoneOf(req);
    if (!limits || exempt(limits.exemptions, phone, req.storeId)) return done();
    const client = clientOf(req.ip);
    try {
      check(limits.counters, `${group}|${client}`, options.limits[group].address, reply);
      if (phone !== undefined) {
        check(limits.counters, `${group}|${client}|${phone}`, options.limits[group].phone, reply);
      }
      done();
    } catch (err) {
      done(err as Error);
    }
  };

  app.addHook('onRoute', (route) => {
    const endpoint = route.config?.endpoint;
    const group = endpoint ? LIMITED_ENDPOINTS[endpoint] : undefined;
    if (!group || (!options.limits[group].address && !options.limits[group].phone)) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), hookFor(group)];
  });
}
