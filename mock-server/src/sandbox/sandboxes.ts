/**
 * Sandboxes (SANDBOXES=on): many demos on one server, each with a database of its own, copied
 * from a seeded template, and its own clock, fault rules, sign-in links and lifted limits (in
 * memory), outbox and rate-limit counters (in its database) and picture folder. Each lives in a
 * folder of its name under `dir`: `sandbox.json` (what it is; its modification time is its last
 * use), `db-<n>.sqlite` (a reset copies the template to the next n), `media/`.
 *
 * A request names its sandbox by the `X-Mock-Sandbox` header, by the sandbox's address
 * (`/__mock/s/<name>/…`, address.ts), by its bearer token (`<name>.<random>`: the web app sends
 * nothing else), or by the console's cookie, in that order. Open databases are kept in a small LRU
 * (lru-cache) and closed when unused for a while; sandboxes unused for `idleMs` are removed.
 */
import type { DbHandle } from '@mbo/db';
import { openDatabase } from '@mbo/db';
import type { SeedScale, SeedSummary } from '@mbo/seed';
import { parse as parseCookies } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  constants,
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { shiftableClock, systemClock, type Clock } from '../clock';
import { DEFAULT_SANDBOX_IDLE_HOURS, DEFAULT_SANDBOX_MAX, type AppConfig, type Deps } from '../deps';
import { HttpError, unauthorized } from '../errors';
import { iso } from '../format';
import { createDeps, createMemory, lazyScope, type Scope, type ScopeMemory, type Scopes } from '../scope';
import { SANDBOX_NAME, sandboxBase, sandboxOfAddress } from './address';
import { newSandboxName } from './names';
import { Templates } from './templates';

/** The header a script names its sandbox by. */
export const SANDBOX_HEADER = 'x-mock-sandbox';
/** The cookie that binds a browser's demo console (and, on one origin, its web app) to a sandbox. */
export const SANDBOX_COOKIE = 'mock_sandbox';

const HOUR = 60 * 60 * 1000;
/** How often a sandbox's last use is written to its folder (its sandbox.json's time). */
const TOUCH_EVERY_MS = 60_000;

export interface SandboxOptions {
  /** The folder of the sandboxes. */
  dir: string;
  /** The folder of the seeded templates (`.templates` in `dir` unless named). */
  templateDir?: string;
  /** SANDBOX_MAX: how many may exist at once. */
  max?: number;
  /** SANDBOX_IDLE_HOURS, in ms: a sandbox unused this long is removed. */
  idleMs?: number;
  /** How many databases are open at once (the least recently used is closed first). */
  openMax?: number;
  /** An open database unused this long is closed (it opens again on its next call). */
  openIdleMs?: number;
  /**
   * How long a closed database's connection is kept for calls still running on it (a call waits
   * out an injected delay of up to 30 s before it runs).
   */
  closeGraceMs?: number;
  /** The real time: last use, idle removal and the templates' age (tests move it). */
  now?: () => number;
}

export interface SandboxInfo {
  name: string;
  data: SeedScale;
  created_at: string;
  last_used_at: string;
}

interface Sandbox {
  name: string;
  data: SeedScale;
  createdAt: number;
  lastUsedAt: number;
  touchedAt: number;
  /** The number of its current database file. */
  generation: number;
  memory: ScopeMemory;
}

interface OpenSandbox {
  scope: Scope;
  handle: DbHandle;
  file: string;
}

/** Where a request's sandbox name came from: an unknown name from a token is an expired session. */
type NamedBy = 'header' | 'address' | 'token' | 'cookie';

const TOKEN_NAME = /^Bearer +([a-z0-9-]{1,40})\./i;

export interface SandboxesContext {
  config: AppConfig;
  /** The clock each sandbox's own clock runs from (tests fix it). */
  clock?: Clock;
  random?: () => number;
}

export class Sandboxes implements Scopes {
  readonly max: number;
  readonly idleMs: number;
  private readonly dir: string;
  private readonly now: () => number;
  private readonly graceMs: number;
  private readonly all = new Map<string, Sandbox>();
  private readonly open: LRUCache<string, OpenSandbox>;
  private readonly templates: Templates;
  private readonly ofRequest = new WeakMap<FastifyRequest, Scope>();
  private readonly sandboxOfDeps = new WeakMap<Deps, Sandbox>();
  /** Databases waiting out their grace before they close. */
  private readonly closing = new Set<{ timer: NodeJS.Timeout; name: string; open: OpenSandbox }>();
  private readonly sweeper: NodeJS.Timeout;
  private shutDown = false;

  constructor(
    options: SandboxOptions,
    private readonly context: SandboxesContext,
  ) {
    this.dir = options.dir;
    this.max = options.max ?? DEFAULT_SANDBOX_MAX;
    this.idleMs = options.idleMs ?? DEFAULT_SANDBOX_IDLE_HOURS * HOUR;
    this.now = options.now ?? Date.now;
    this.graceMs = options.closeGraceMs ?? 60_000;
    this.templates = new Templates(
      options.templateDir ?? join(this.dir, '.templates'),
      context.config.issuer,
      this.now,
    );
    this.open = new LRUCache<string, OpenSandbox>({
      max: options.openMax ?? 24,
      ttl: options.openIdleMs ?? 10 * 60_000,
      updateAgeOnGet: true,
      // Staleness is judged to the second: a finer clock costs a timer on every call.
      ttlResolution: 1000,
      dispose: (open, name) => this.closeLater(open, name),
    });
    mkdirSync(this.dir, { recursive: true });
    this.load();
    this.sweep();
    // Closing unused databases and removing idle sandboxes, every minute (or sooner for short settings).
    this.sweeper = setInterval(() => this.sweep(), Math.min(60_000, this.idleMs / 2, options.openIdleMs ?? 60_000));
    this.sweeper.unref();
  }

  // ── The calls of /__mock/sandboxes ──────────────────────────────────────────────────────────

  /**
   * Seeds the data set's template now unless a fresh one is there (the server does the demo's on
   * start); answers its file.
   */
  prepare(data: SeedScale): string {
    return this.templates.get(data).file;
  }

  list(): SandboxInfo[] {
    return [...this.all.values()].sort((a, b) => b.lastUsedAt - a.lastUsedAt).map((s) => this.info(s));
  }

  /** A new sandbox with the data set's template; 429 past the limit. */
  create(data: SeedScale): SandboxInfo {
    this.sweep();
    if (this.all.size >= this.max) {
      throw new HttpError(
        429,
        `There are already ${this.max} sandboxes, the most this server keeps (SANDBOX_MAX). Remove one, ` +
          `or wait: a sandbox unused for ${this.idleMs / HOUR} hours is removed`,
      );
    }
    const template = this.templates.get(data);
    const name = newSandboxName((n) => this.all.has(n) || exists(this.folder(n)));
    const now = this.now();
    const sandbox: Sandbox = {
      name,
      data,
      createdAt: now,
      lastUsedAt: now,
      touchedAt: now,
      generation: 1,
      memory: this.memory(name),
    };
    mkdirSync(this.folder(name), { recursive: true });
    copyFileSync(template.file, this.file(sandbox), constants.COPYFILE_FICLONE);
    this.save(sandbox);
    this.all.set(name, sandbox);
    this.scopeOf(sandbox);
    return this.info(sandbox);
  }

  /** Removes a sandbox and its files; false when there is none of that name. */
  remove(name: string): boolean {
    const sandbox = this.all.get(name);
    if (!sandbox) return false;
    this.all.delete(name);
    // Its open database closes (after the grace) and then takes the folder with it.
    if (!this.open.delete(name)) rmSync(this.folder(name), { recursive: true, force: true });
    return true;
  }

  /** The sandbox of `deps` gets a fresh copy of the data set's template; its pictures go. */
  reset(deps: Deps, scale: SeedScale): SeedSummary {
    const started = performance.now();
    const sandbox = this.sandboxOfDeps.get(deps);
    if (!sandbox || this.all.get(sandbox.name) !== sandbox) throw this.unknown(sandbox?.name ?? '', 'header');
    const template = this.templates.get(scale);
    sandbox.generation += 1;
    sandbox.data = scale;
    copyFileSync(template.file, this.file(sandbox), constants.COPYFILE_FICLONE);
    this.save(sandbox);
    this.open.delete(sandbox.name);
    rmSync(join(this.folder(sandbox.name), 'media'), { recursive: true, force: true });
    this.scopeOf(sandbox);
    return { ...template.summary, elapsedMs: performance.now() - started };
  }

  // ── Scopes: which sandbox a request acts on ────────────────────────────────────────────────

  of(req: FastifyRequest): Scope {
    const known = this.ofRequest.get(req);
    if (known) return known;
    const named = nameOf(req);
    if (!named) {
      throw new HttpError(
        400,
        'This server keeps each demo in a sandbox: name one with the X-Mock-Sandbox header, or make or ' +
          'pick one in the demo console at /__mock',
      );
    }
    const sandbox = this.all.get(named.name);
    if (!sandbox) throw this.unknown(named.name, named.by);
    const scope = this.use(sandbox);
    this.ofRequest.set(req, scope);
    return scope;
  }

  find(req: FastifyRequest): Scope | undefined {
    try {
      return this.of(req);
    } catch {
      return undefined;
    }
  }

  ofToken(token: string): Scope | undefined {
    const dot = token.indexOf('.');
    const sandbox = dot > 0 ? this.all.get(token.slice(0, dot)) : undefined;
    return sandbox ? this.use(sandbox) : undefined;
  }

  /** The name a request's console is bound to (address or cookie), if that sandbox exists. */
  boundName(req: FastifyRequest): string | undefined {
    const name = sandboxOfAddress(req.raw) ?? cookieName(req);
    return name !== undefined && this.all.has(name) ? name : undefined;
  }

  /** Runs `fn` for each sandbox whose database is open (the server's delivery and billing tick). */
  forEachOpen(fn: (deps: Deps) => void): void {
    for (const open of this.open.values()) fn(open.scope.deps);
  }

  /** Closes every database at once (the server is closing). */
  close(): void {
    clearInterval(this.sweeper);
    this.shutDown = true;
    for (const { timer, name, open } of this.closing) {
      clearTimeout(timer);
      this.finish(open, name);
    }
    this.closing.clear();
    this.open.clear();
  }

  /** Removes the sandboxes unused for `idleMs` and closes the databases unused for a while. */
  sweep(): void {
    const now = this.now();
    for (const sandbox of [...this.all.values()]) {
      if (now - sandbox.lastUsedAt >= this.idleMs) this.remove(sandbox.name);
    }
    this.open.purgeStale();
  }

  // ── Inside ──────────────────────────────────────────────────────────────────────────────────

  private use(sandbox: Sandbox): Scope {
    const now = this.now();
    sandbox.lastUsedAt = now;
    if (now - sandbox.touchedAt >= TOUCH_EVERY_MS) {
      sandbox.touchedAt = now;
      touch(this.metaFile(sandbox.name), now);
    }
    return this.scopeOf(sandbox);
  }

  private scopeOf(sandbox: Sandbox): Scope {
    const open = this.open.get(sandbox.name);
    if (open) return open.scope;
    const file = this.file(sandbox);
    const closing = [...this.closing].find((c) => c.name === sandbox.name && c.open.file === file);
    if (closing) {
      // Closed a moment ago and asked for again: the same connection serves on.
      clearTimeout(closing.timer);
      this.closing.delete(closing);
      this.open.set(sandbox.name, closing.open);
      return closing.open.scope;
    }
    const handle = openDatabase(file);
    const base = this.context.config;
    const config: AppConfig = {
      ...base,
      // Links it hands out (pictures, short links, provider pages) go through its address.
      publicUrl: `${base.publicUrl}${sandboxBase(sandbox.name)}`,
      mediaDir: join(this.folder(sandbox.name), 'media'),
      mediaQuotaShared: true,
    };
    // This is the file's one connection: a closing one is revived above rather than opened beside.
    const deps = createDeps(handle, sandbox.memory, config, {
      tokenPrefix: `${sandbox.name}.`,
      lazy: true,
      soleConnection: true,
    });
    const scope = lazyScope(deps);
    this.sandboxOfDeps.set(deps, sandbox);
    this.open.set(sandbox.name, { scope, handle, file });
    return scope;
  }

  private memory(name: string): ScopeMemory {
    const clock = shiftableClock(this.context.clock ?? systemClock);
    return createMemory(clock, this.context.random, `${name}.`);
  }

  /** Closes a database after the grace (calls still running finish first), then removes what is no longer used. */
  private closeLater(open: OpenSandbox, name: string): void {
    if (this.graceMs <= 0 || this.shutDown) return this.finish(open, name);
    const entry = {
      name,
      open,
      timer: setTimeout(() => {
        this.closing.delete(entry);
        this.finish(open, name);
      }, this.graceMs),
    };
    entry.timer.unref();
    this.closing.add(entry);
  }

  private finish(open: OpenSandbox, name: string): void {
    open.handle.close();
    const sandbox = this.all.get(name);
    if (!sandbox) rmSync(this.folder(name), { recursive: true, force: true });
    else if (this.file(sandbox) !== open.file) rmSync(open.file, { force: true });
  }

  private unknown(name: string, by: NamedBy): HttpError {
    if (by === 'token') return unauthorized('Your session has expired. Please sign in again');
    return new HttpError(
      404,
      `There is no sandbox named "${name}": make one in the demo console at /__mock (a sandbox unused for ` +
        `${this.idleMs / HOUR} hours is removed)`,
    );
  }

  private folder(name: string): string {
    return join(this.dir, name);
  }

  private file(sandbox: Sandbox): string {
    return join(this.folder(sandbox.name), `db-${sandbox.generation}.sqlite`);
  }

  private metaFile(name: string): string {
    return join(this.folder(name), 'sandbox.json');
  }

  private info(s: Sandbox): SandboxInfo {
    return { name: s.name, data: s.data, created_at: iso(s.createdAt), last_used_at: iso(s.lastUsedAt) };
  }

  private save(s: Sandbox): void {
    const meta = { name: s.name, data: s.data, created_at: s.createdAt, generation: s.generation };
    writeFileSync(this.metaFile(s.name), JSON.stringify(meta));
    touch(this.metaFile(s.name), s.lastUsedAt);
  }

  /** The sandboxes a previous run left in the folder. */
  private load(): void {
    for (const entry of readdirSync(this.dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || !SANDBOX_NAME.test(entry.name)) continue;
      try {
        const metaFile = this.metaFile(entry.name);
        const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as {
          data: SeedScale;
          created_at: number;
          generation: number;
        };
        const lastUsedAt = statSync(metaFile).mtimeMs;
        this.all.set(entry.name, {
          name: entry.name,
          data: meta.data,
          createdAt: meta.created_at,
          lastUsedAt,
          touchedAt: lastUsedAt,
          generation: meta.generation,
          memory: this.memory(entry.name),
        });
      } catch {
        // Not a sandbox's folder (or a half-made one): left alone.
      }
    }
  }
}

function nameOf(req: FastifyRequest): { name: string; by: NamedBy } | undefined {
  const header = req.headers[SANDBOX_HEADER];
  if (typeof header === 'string' && header.trim() !== '') return { name: header.trim(), by: 'header' };
  const address = sandboxOfAddress(req.raw);
  if (address !== undefined) return { name: address, by: 'address' };
  const authorization = req.headers.authorization;
  const token = authorization ? TOKEN_NAME.exec(authorization) : null;
  if (token) return { name: token[1]!.toLowerCase(), by: 'token' };
  const cookie = cookieName(req);
  return cookie === undefined ? undefined : { name: cookie, by: 'cookie' };
}

function cookieName(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  const name = header?.includes(SANDBOX_COOKIE) ? parseCookies(header)[SANDBOX_COOKIE] : undefined;
  return name === undefined || name === '' ? undefined : name;
}

const exists = (path: string) => {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
};

const touch = (file: string, at: number) => {
  try {
    utimesSync(file, at / 1000, at / 1000);
  } catch {
    // A sandbox removed meanwhile.
  }
};
