import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { MEDIA_MAX_BYTES } from '@mbo/contracts';
import { DEFAULT_ISSUER } from '@mbo/seed';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { EndpointName } from '@mbo/contracts';
import { buildOpenApiDocument } from '@mbo/contracts/openapi';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock';
import type { DbHandle } from '@mbo/db';
import { DEFAULT_MEDIA_QUOTA_MB, type AppConfig, type Deps } from './deps';
import { FaultRules } from './domain/faults';
import { registerDevToolGuard } from './plugins/dev-guard';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  idleConnectionHandler,
  notRoutedHandler,
  registerErrorHandling,
  registerBodyParsers,
} from './plugins/errors';
import { registerFaults } from './plugins/faults';
import { storeOfAuthorization } from './plugins/auth';
import { allowedHosts } from './plugins/hosts';
import { registerLocalisation } from './plugins/locale';
import { rememberingAcceptedQueries } from './plugins/query-validation';
import { allowedOrigins, originOfUrl } from './plugins/origins';
import { DEFAULT_RATE_LIMITS, createLimitExemptions, registerRateLimits } from './plugins/rate-limit';
import { registerRequestGate } from './plugins/request-gate';
import { createAuthHandlers } from './routes/auth';
import { createBroadcastHandlers } from './routes/broadcasts';
import { createMediaHandlers, MEDIA_MAX_FIELDS, registerMediaFiles } from './routes/media';
import { registerMockRoutes } from './mock/index';
import { createNotificationHandlers } from './routes/notifications';
import { createSalesHandlers } from './routes/sales';
import { createPlanHandlers } from './routes/plans';
import { createRepositories } from './repo/index';
import { registerEndpoints } from './routes/registry';
import { createReportHandlers } from './routes/reports';
import { createSetupGuideHandlers } from './routes/setup-guide';
import { createStoreHandlers } from './routes/store';
import type { Handlers } from './routes/types';
import { createVoucherHandlers } from './routes/vouchers';
import { DEFAULT_TIMEOUTS, serverTimeoutOptions } from './timeouts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, for the table-parity test and the docs. */
    registeredRoutes: RouteEntry[];
    /**
     * The repositories, clock and settings the routes use, for what runs beside them on the same
     * database: the server's seeding and its broadcast delivery.
     */
    deps: Deps;
  }
}

/** Security headers of every JSON answer. */
const API_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'cross-origin',
  'cache-control': 'no-store',
};

export interface RouteEntry {
  method: string;
  url: string;
}

export interface AppOptions {
  db: DbHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Allowed browser origins (CORS_ORIGIN); unset allows the web app's origin and loopback origins. */
  corsOrigin?: string[] | undefined;
  config?: Partial<AppConfig>;
  /**
   * Check every success body against its zod schema before sending (default true: tests and pact
   * verification run with it). Off, bodies are still serialised from the same schemas (as JSON
   * Schema, by fast-json-stringify); `npm run bench` prints what the check costs.
   */
  validateResponses?: boolean;
  /** The random source of fault probabilities and latency jitter (tests seed it). */
  random?: () => number;
  /** How injected latency is waited out (tests record the delays instead of waiting). */
  wait?: (ms: number) => Promise<unknown>;
}

/** Builds the mock API; it does not listen. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const config: AppConfig = {
    publicUrl: 'http://127.0.0.1:4010',
    mediaDir: defaultMediaDir(options.db.sqlite.name),
    mediaQuotaBytes: DEFAULT_MEDIA_QUOTA_MB * 1024 * 1024,
    webAppUrl: 'http://127.0.0.1:5173',
    fixedOtp: undefined,
    devRoutes: true,
    allowedHosts: undefined,
    rateLimits: DEFAULT_RATE_LIMITS,
    timeouts: DEFAULT_TIMEOUTS,
    issuer: DEFAULT_ISSUER,
    latencyMs: 0,
    latencyJitterMs: 0,
    ...options.config,
  };
  const timeouts = serverTimeoutOptions(config.timeouts);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    ...timeouts,
    // A request without Host is answered by the request gate, in the envelope (Node's own 400 has no body).
    http: { ...timeouts.http, requireHostHeader: false },
    // Bad URLs, over-long path parameters and what the HTTP parser refuses (an unknown method,
    // headers over 16 KB, bad framing) answer in the error envelope like everything else.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  app.server.on('timeout', idleConnectionHandler);
  app.setValidatorCompiler(rememberingAcceptedQueries(validatorCompiler));
  app.decorateRequest('storeId', null);
  const routes: RouteEntry[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url });
  });

  const clock = options.clock ?? systemClock;
  const deps: Deps = {
    repos: createRepositories(options.db, { mediaDir: config.mediaDir }),
    clock,
    config,
    faults: new FaultRules(options.random, () => clock.now()),
    limitExemptions: createLimitExemptions(),
  };
  app.decorate('deps', deps);

  registerBodyParsers(app);
  // Answers over 1 KB (a list page is 2-8 KB of JSON) go out compressed when the client asks;
  // smaller ones are not worth a compressor's start-up. `npm run bench` measures both.
  await app.register(compress, { threshold: 1024 });
  registerLocalisation(app);
  registerErrorHandling(app);
  // JSON answers get a fixed set of security headers (OWASP's REST recommendations), written in one
  // call; the HTML surfaces (API docs, /__mock pages) get helmet's full set in their own scope.
  // Running helmet on every API call cost about a tenth of the throughput (npm run bench).
  registerRequestGate(app, {
    headers: API_SECURITY_HEADERS,
    isAllowedHost: allowedHosts({ publicUrl: config.publicUrl, allowedHosts: config.allowedHosts }),
    notRouted: notRoutedHandler(app),
  });
  const isAllowedOrigin = allowedOrigins({ corsOrigin: options.corsOrigin, webAppUrl: config.webAppUrl });
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || isAllowedOrigin(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // Prefer: the mock's per-call faults (code=…, delay=…), sent by the browser tests and demos.
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'Prefer'],
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    // The browser keeps a preflight's answer this long (Chromium caps it at 2 hours), so a screen's
    // calls do not each pay a round trip before they are sent.
    maxAge: 7200,
  });

  registerFaults(app, {
    rules: config.devRoutes ? deps.faults : undefined,
    storeOf: (req) => storeOfAuthorization(deps, req.headers.authorization) ?? null,
    latencyMs: config.latencyMs,
    latencyJitterMs: config.latencyJitterMs,
    ...(options.random ? { random: options.random } : {}),
    ...(options.wait ? { wait: options.wait } : {}),
  });

  if (config.devRoutes) registerDevToolGuard(app, { isAllowedOrigin, ownOrigin: originOfUrl(config.publicUrl) });

  const document = buildOpenApiDocument();
  app.get('/openapi.json', { schema: { hide: true } }, async () => document);
  await app.register(async (html) => {
    await html.register(helmet, { global: true, crossOriginResourcePolicy: { policy: 'cross-origin' } });
    await html.register(swagger, { mode: 'static', specification: { document: document as never } });
    await html.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    await html.register(formbody);
    if (config.devRoutes) registerMockRoutes(html, deps);
  });

  const handlers = {
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
  } satisfies Handlers<EndpointName>;
  registerRateLimits(app, {
    limits: config.rateLimits,
    fixedOtp: config.fixedOtp,
    counters: deps.repos.rateLimits,
    exemptions: deps.limitExemptions,
  });
  const validateResponses = options.validateResponses !== false;
  registerEndpoints(app, deps, handlers, { validateResponses, only: (e) => e.consumes === undefined });
  // Picture uploads in a scope of their own: the multipart plugin hangs a promise-returning hook on
  // every call of its scope (about a tenth of a list call's time, npm run bench), and only the
  // upload reads multipart. Its limits: one file of at most 5 MB (POST /api/store/media).
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: MEDIA_MAX_FIELDS, parts: MEDIA_MAX_FIELDS + 1 },
    });
    registerEndpoints(uploads, deps, handlers, {
      validateResponses,
      only: (e) => e.consumes === 'multipart/form-data',
    });
  });
  registerMediaFiles(app, deps);
  return app;
}

/** `media/` beside the database file; an in-memory database gets a temporary directory of its own (made on first upload). */
function defaultMediaDir(databasePath: string): string {
  if (databasePath === ':memory:' || databasePath === '') {
    return join(tmpdir(), `mbo-media-${randomBytes(6).toString('hex')}`);
  }
  return join(dirname(databasePath), 'media');
}
