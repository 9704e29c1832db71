/**
 * How long a client may take. A client that stalls (sends its headers or body slowly, or nothing
 * at all) would otherwise hold a connection for minutes: Node cuts idle sockets only after about
 * 77 s and never times out a body that stops half-way.
 */
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';

export interface Timeouts {
  /** From the first byte of a request to the end of its headers (Node's headersTimeout). */
  headersMs: number;
  /** From the first byte of a request to the end of its body (Node's requestTimeout). */
  requestMs: number;
  /** A connection on which nothing arrives for this long is closed, between requests too. */
  connectionMs: number;
}

/** The defaults, as the README lists them: every stalled request ends well within 30 s. */
export const DEFAULT_TIMEOUTS: Timeouts = { headersMs: 10_000, requestMs: 20_000, connectionMs: 10_000 };

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000 };

/** `10s`, `500ms`, `1m`: a positive duration, in milliseconds. */
export const Duration = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,6}(ms|s|m)$/i, 'must be a duration like 10s, 500ms or 1m')
  .transform((v) => {
    const [, amount, unit] = /^(\d+)(ms|s|m)$/i.exec(v)!;
    return Number(amount) * UNIT_MS[unit!.toLowerCase()]!;
  });

/**
 * Fastify's options for the timeouts. Node checks for overdue headers and bodies on a timer
 * (connectionsCheckingInterval, 30 s by default), so a timeout would be late by up to that long:
 * the timer runs at a fifth of the shortest timeout, at most once a second.
 */
export function serverTimeoutOptions(t: Timeouts): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  const interval = Math.max(50, Math.min(1000, Math.floor(Math.min(t.headersMs, t.requestMs) / 5)));
  return {
    requestTimeout: t.requestMs,
    connectionTimeout: t.connectionMs,
    // An idle connection between two requests is kept no longer than one that stalls mid-request.
    keepAliveTimeout: t.connectionMs,
    http: { headersTimeout: t.headersMs, requestTimeout: t.requestMs, connectionsCheckingInterval: interval },
  };
}
