/**
 * Latency and faults on the API's calls (the routes of the endpoint table; never /__mock, the
 * docs or media): MOCK_LATENCY_MS (+ jitter) on every answer, and, while dev routes are on, the
 * `Prefer: code=…, delay=…` header and the rules of /__mock/faults. A faulted call never reaches
 * its handler.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { cryptoRandom, latencyOf, parsePrefer, type FaultRules } from '../domain/faults';
import { HttpError } from '../errors';

export interface FaultOptions {
  /**
   * The rules of /__mock/faults that a call meets (its sandbox's, with sandboxes on); undefined
   * when dev routes are off (no rules, no `Prefer`).
   */
  rulesOf: ((req: FastifyRequest) => FaultRules | undefined) | undefined;
  /** The store a call is signed in as, for rules limited to one store. */
  storeOf?: (req: FastifyRequest) => number | null;
  latencyMs: number;
  latencyJitterMs: number;
  random?: () => number;
  /** How a delay is waited out (tests record it instead). */
  wait?: (ms: number) => Promise<unknown>;
}

/** The message of an injected status, as the real service would word it (German in the catalogue). */
const MESSAGES: Record<number, string> = {
  400: 'The request could not be read',
  401: 'Please sign in again',
  403: 'This is not allowed',
  404: 'Not found',
  409: 'This conflicts with the current state',
  422: 'The given data was invalid',
  429: 'Too many requests. Please try again later',
  500: 'Internal server error',
  502: 'The service is not reachable right now. Please try again later',
  503: 'The service is unavailable right now. Please try again later',
  504: 'The service took too long to answer. Please try again later',
};
export const injectedMessage = (status: number) =>
  MESSAGES[status] ??
  (status < 500 ? 'The request failed ({status})' : 'The service failed ({status})').replace(
    '{status}',
    String(status),
  );

export function registerFaults(app: FastifyInstance, options: FaultOptions): void {
  const { rulesOf, latencyMs, latencyJitterMs } = options;
  const random = options.random ?? cryptoRandom;
  const wait = options.wait ?? sleep;
  if (!rulesOf && latencyMs === 0 && latencyJitterMs === 0) return;

  // Callback style with no promise on the usual path (no delay, no fault): this runs on every call,
  // and a promise per request is measurable there (npm run bench).
  app.addHook('onRequest', (req, reply, done) => {
    if (req.routeOptions.config.endpoint === undefined) return done();
    let delayMs = latencyOf(latencyMs, latencyJitterMs, random);
    const rules = rulesOf?.(req);
    // No delay, no Prefer and no rule: on with nothing to do, before any closure or split URL is made.
    if (delayMs <= 0 && req.headers.prefer === undefined && (!rules || rules.empty)) return done();
    let status: number | null = null;
    let reset = false;
    if (rulesOf) {
      const prefer = parsePrefer(req.headers.prefer);
      if ('errors' in prefer) {
        const [message] = Object.values(prefer.errors)[0]!;
        return done(new HttpError(400, `Prefer header: ${message}`, prefer.errors));
      }
      const decision = rules?.decide(req.method, req.url.split('?')[0]!, () => options.storeOf?.(req) ?? null);
      delayMs += Math.max(decision?.delayMs ?? 0, prefer.ok.delayMs ?? 0);
      status = prefer.ok.status ?? decision?.status ?? null;
      reset = decision?.reset ?? false;
    }
    const finish = () => {
      if (reset) {
        // No answer at all: the client sees the connection drop, as on a flaky network.
        reply.hijack();
        req.raw.socket.destroy();
        return done();
      }
      if (status !== null) return done(new HttpError(status, injectedMessage(status)));
      done();
    };
    if (delayMs <= 0) return finish();
    // A wait the mock chose is no stalled client: the idle-connection timeout (CONNECTION_TIMEOUT)
    // would otherwise answer 408 to a delay longer than it.
    const socket = req.raw.socket as Partial<Socket> | undefined;
    socket?.setTimeout?.(0);
    wait(delayMs)
      .finally(() => socket?.setTimeout?.(app.server.timeout))
      .then(finish, (err: Error) => done(err));
  });
}
