import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { MEDIA_MAX_BYTES } from '@mbo/contracts';
import { DEFAULT_ISSUER } from '@mbo/seed';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument } from '@mbo/contracts/openapi';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock';
import type { DbHandle } from '@mbo/db';
import { DEFAULT_MEDIA_QUOTA_MB, type AppConfig, type Deps, type DepsOf } from './deps';
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
import { DEFAULT_RATE_LIMITS, registerRateLimits } from './plugins/rate-limit';
import { registerRequestGate } from './plugins/request-gate';
import { MEDIA_MAX_FIELDS, registerMediaFiles, sweepMedia } from './routes/media';
import { registerMockRoutes } from './mock/index';
import { registerSandboxRoutes } from './mock/sandboxes';
import { registerEndpoints } from './routes/registry';
import { rewriteSandboxAddress } from './sandbox/address';
import { SANDBOX_HEADER, Sandboxes, type SandboxOptions } from './sandbox/sandboxes';
import { createDeps, createHandlers, createMemory, oneScope, type Scopes } from './scope';
import { DEFAULT_TIMEOUTS, serverTimeoutOptions } from './timeouts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, for the table-parity test and the docs. */
    registeredRoutes: RouteEntry[];
    /**
     * The repositories, clock and settings the routes use, for what runs beside them on the same
     * database: the server's seeding and its broadcast delivery. Undefined with sandboxes.
     */
    deps: Deps | undefined;
    /** The sandboxes, when the server keeps them (SANDBOXES=on). */
    sandboxes: Sandboxes | undefined;
  }
}

/**
 * The OpenAPI document is the endpoint table's, the same for every app a process builds (the
 * route tests build one per test): it is made once. Building it took a fifth of the route tests'
 * CPU. Nothing writes to it; /openapi.json and /docs read it.
 */
let builtDocument: ReturnType<typeof buildOpenApiDocument> | undefined;
const openApiDocument = () => (builtDocument ??= buildOpenApiDocument());

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
  /** The one database; left out when the server keeps sandboxes. */
  db?: DbHandle;
  /** Many demos on one server, each in a sandbox of its own (SANDBOXES=on); `db` is then left out. */
  sandboxes?: SandboxOptions;
  /** The clock (each sandbox's runs from it). */
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
    mediaDir: defaultMediaDir(options.db?.sqlite.name ?? ':memory:'),
    mediaQuotaBytes: DEFAULT_MEDIA_QUOTA_MB * 1024 * 1024,
    mediaQuotaShared: false,
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
    // A sandbox's address, /__mock/s/<name>/…, is the rest of the path in that sandbox.
    ...(options.sandboxes ? { rewriteUrl: rewriteSandboxAddress } : {}),
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
  let deps: Deps | undefined;
  let sandboxes: Sandboxes | undefined;
  let scopes: Scopes;
  if (options.sandboxes) {
    sandboxes = new Sandboxes(options.sandboxes, { config, clock, ...(options.random && { random: options.random }) });
    scopes = sandboxes;
    app.addHook('onClose', async () => sandboxes?.close());
  } else {
    if (!options.db) throw new Error('buildApp needs a database (db) or sandboxes');
    deps = createDeps(options.db, createMemory(clock, options.random), config);
    scopes = oneScope({ deps, handlers: createHandlers(deps) });
    // Files nothing references (uploaded before their rows were kept, or after a reset) go on start.
    const swept = sweepMedia(deps);
    if (swept > 0) app.log.info(`removed ${swept} unreferenced picture(s) from ${config.mediaDir}`);
  }
  app.decorate('deps', deps);
  app.decorate('sandboxes', sandboxes);
  const depsOf: DepsOf = (req) => scopes.of(req).deps;

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
    // X-Mock-Sandbox: the sandbox a script's call acts on (SANDBOXES=on).
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'Prefer', SANDBOX_HEADER],
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    // The browser keeps a preflight's answer this long (Chromium caps it at 2 hours), so a screen's
    // calls do not each pay a round trip before they are sent.
    maxAge: 7200,
  });

  registerFaults(app, {
    rulesOf: config.devRoutes ? (req) => scopes.find(req)?.deps.faults : undefined,
    storeOf: (req) => {
      const scope = scopes.find(req);
      return (scope && storeOfAuthorization(scope.deps, req.headers.authorization)) ?? null;
    },
    latencyMs: config.latencyMs,
    latencyJitterMs: config.latencyJitterMs,
    ...(options.random ? { random: options.random } : {}),
    ...(options.wait ? { wait: options.wait } : {}),
  });

  if (config.devRoutes) registerDevToolGuard(app, { isAllowedOrigin, ownOrigin: originOfUrl(config.publicUrl) });

  const document = openApiDocument();
  app.get('/openapi.json', { schema: { hide: true } }, async () => document);
  await app.register(async (html) => {
    await html.register(helmet, { global: true, crossOriginResourcePolicy: { policy: 'cross-origin' } });
    await html.register(swagger, { mode: 'static', specification: { document: document as never } });
    await html.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    await html.register(formbody);
    if (config.devRoutes) {
      registerMockRoutes(html, depsOf, {
        depsOfToken: (token) => scopes.ofToken(token)?.deps,
        ...(sandboxes && { reset: (d, scale) => sandboxes.reset(d, scale) }),
        sandboxes,
      });
      registerSandboxRoutes(html, sandboxes);
    }
  });

  registerRateLimits(app, {
    limits: config.rateLimits,
    fixedOtp: config.fixedOtp,
    limitsOf: (req) => {
      const scope = scopes.find(req);
      return scope && { counters: scope.deps.repos.rateLimits, exemptions: scope.deps.limitExemptions };
    },
  });
  const validateResponses = options.validateResponses !== false;
  registerEndpoints(app, scopes, { validateResponses, only: (e) => e.consumes === undefined });
  // Picture uploads in a scope of their own: the multipart plugin hangs a promise-returning hook on
  // every call of its scope (about a tenth of a list call's time, npm run bench), and only the
  // upload reads multipart. Its limits: one file of at most 5 MB (POST /api/store/media).
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: MEDIA_MAX_FIELDS, parts: MEDIA_MAX_FIELDS + 1 },
    });
    registerEndpoints(uploads, scopes, {
      validateResponses,
      only: (e) => e.consumes === 'multipart/form-data',
    });
  });
  registerMediaFiles(app, depsOf);
  return app;
}

/** `media/` beside the database file; an in-memory database gets a temporary directory of its own (made on first upload). */
function defaultMediaDir(databasePath: string): string {
  if (databasePath === ':memory:' || databasePath === '') {
    return join(tmpdir(), `mbo-media-${randomBytes(6).toString('hex')}`);
  }
  return join(dirname(databasePath), 'media');
}
