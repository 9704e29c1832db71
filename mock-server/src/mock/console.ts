/**
 * The demo console at /__mock: a small React app (mock-server/console) bundled by esbuild the
 * first time it is asked for, served with the JSON reads only it needs (stores with figures, a
 * store's plans and members, the demo story). Everything it changes goes through the documented
 * /__mock calls, the same ones scripts and tests use.
 */
import { mockTools, StoreQuery, Story } from './tools';
import { DEMO_STORES } from '@mbo/seed';
import { z } from '@mbo/contracts';
import { serialize } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DepsOf } from '../deps';
import { HttpError, notFound } from '../errors';
import { euros, iso } from '../format';
import type { StoreFigureRow } from '../repo/console';
import { sandboxOfAddress } from '../sandbox/address';
import { SANDBOX_COOKIE, type Sandboxes } from '../sandbox/sandboxes';
import { esc, hidden, parseInput } from './kit';

const CONSOLE_ENTRY = fileURLToPath(new URL('../../console/main.tsx', import.meta.url));
/** The demo story demo staff edit: read on every request, so a change shows without a restart. */
export const STORY_FILE = fileURLToPath(new URL('../../demo-story.json', import.meta.url));

const StoreParams = z.object({ id: z.coerce.number().int().min(1) });
const PERSONAS = new Map<string, string>(DEMO_STORES.map((s) => [s.phone, s.key]));

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

interface Bundle {
  js: string;
  css: string;
}
let bundle: Promise<Bundle> | undefined;

/** Bundles the console once per process (about a second); later requests get the same files. */
function consoleBundle(): Promise<Bundle> {
  bundle ??= (async () => {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [CONSOLE_ENTRY],
      bundle: true,
      write: false,
      minify: true,
      format: 'esm',
      target: 'es2022',
      jsx: 'automatic',
      outdir: 'console-out',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const file = (ext: string) => result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
    return { js: file('.js'), css: file('.css') };
  })();
  bundle.catch(() => (bundle = undefined));
  return bundle;
}

const figures = (r: StoreFigureRow) => {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    address: r.address,
    lang: r.lang,
    persona: PERSONAS.get(r.phone) ?? null,
    plans: r.plans,
    subscribers: r.subscribers,
    balance: euros(r.balanceCents),
    activated: r.activated,
  };
};

/**
 * Which sandbox the console works in, for the app to read from its root element: with sandboxes
 * off, none; on, the one its address or cookie names (empty: the app offers to make or pick one),
 * and a name the address gave that no sandbox has.
 */
interface Binding {
  sandboxes: boolean;
  sandbox?: string | undefined;
  missing?: string | undefined;
}

/** The page: an empty shell the app fills, and the list of JSON calls for readers without scripts. */
function shell(binding: Binding): string {
  const rows = Object.values(mockTools)
    .map((t) => `<li><code>${esc(t.method)} ${esc(t.path)}</code>: ${esc(t.summary)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo console</title><link rel="stylesheet" href="/__mock/console.css">
<script type="module" src="/__mock/console.js"></script></head>
<body><div id="root"${
    binding.sandboxes
      ? ` data-sandboxes="on" data-sandbox="${esc(binding.sandbox ?? '')}" data-missing="${esc(binding.missing ?? '')}"`
      : ''
  }><main class="page"><h1>Demo console</h1>
<noscript><p>The console needs JavaScript. Its JSON calls work without it:</p><ul>${rows}</ul></noscript>
</main></div></body></html>`;
}

const sendAsset = (reply: FastifyReply, type: string, body: string) =>
  reply.type(type).header('Cache-Control', 'no-cache').send(body);

export interface ConsoleOptions {
  sandboxes?: Sandboxes | undefined;
}

/** With sandboxes on: the console's sandbox, and the cookie that keeps the browser's console (and app) in it. */
function bind(req: FastifyRequest, reply: FastifyReply, sandboxes: Sandboxes | undefined): Binding {
  if (!sandboxes) return { sandboxes: false };
  const sandbox = sandboxes.boundName(req);
  const addressed = sandboxOfAddress(req.raw);
  if (addressed !== undefined && sandbox === addressed) {
    const maxAge = Math.floor(sandboxes.idleMs / 1000);
    reply.header(
      'Set-Cookie',
      serialize(SANDBOX_COOKIE, sandbox, { path: '/', sameSite: 'lax', httpOnly: true, maxAge }),
    );
  }
  return { sandboxes: true, sandbox, missing: addressed !== sandbox ? addressed : undefined };
}

export function registerConsoleRoutes(app: FastifyInstance, depsOf: DepsOf, options: ConsoleOptions = {}): void {
  app.get('/__mock', hidden, async (req, reply) => {
    const binding = bind(req, reply, options.sandboxes);
    return reply
      .header('Content-Security-Policy', CSP)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(shell(binding));
  });
  app.get('/__mock/console.js', hidden, async (_req, reply) =>
    sendAsset(reply, 'text/javascript; charset=utf-8', (await consoleBundle()).js),
  );
  app.get('/__mock/console.css', hidden, async (_req, reply) =>
    sendAsset(reply, 'text/css; charset=utf-8', (await consoleBundle()).css),
  );

  app.get('/__mock/console/stores', hidden, async (req) => {
    const { clock, repos } = depsOf(req);
    const { q, limit } = parseInput(StoreQuery, req.query);
    return { data: repos.console.stores(clock.now(), q, limit).map(figures) };
  });

  app.get('/__mock/console/stores/:id', hidden, async (req) => {
    const { clock, repos } = depsOf(req);
    const queries = repos.console;
    const { id } = parseInput(StoreParams, req.params, 404);
    const now = clock.now();
    const row = queries.store(now, id);
    if (!row) throw notFound('Store');
    return {
      data: {
        ...figures(row),
        plan_list: queries
          .plans(id)
          .map((p) => ({ id: p.id, name: p.name, price: euros(p.priceCents), period: p.period })),
        members: queries.members(now, id).map((m) => ({
          membership_id: m.membershipId,
          username: m.username,
          plan_name: m.planName,
          subscribed_at: iso(m.subscribedAt),
          cancel_at: m.cancelAt === null ? null : iso(m.cancelAt),
        })),
      },
    };
  });

  app.get('/__mock/story', hidden, async () => {
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(STORY_FILE, 'utf8'));
    } catch (err) {
      throw new HttpError(422, `demo-story.json cannot be read: ${(err as Error).message}`);
    }
    const story = Story.safeParse(raw);
    if (story.success) return { data: story.data };
    const errors: Record<string, string[]> = {};
    for (const issue of story.error.issues) (errors[issue.path.join('.') || 'story'] ??= []).push(issue.message);
    const [field, [message]] = Object.entries(errors)[0] as [string, string[]];
    throw new HttpError(422, `demo-story.json: ${field}: ${message}`, errors);
  });
}
