/** Small shared pieces of the /__mock pages and routes. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../errors';
import { sandboxBase, sandboxOfAddress } from '../sandbox/address';

/** Plain routes under /__mock: never in OpenAPI. */
export const hidden = { schema: { hide: true } } as const;

/**
 * The prefix of the address a request came through: a sandbox's `/__mock/s/<name>`, or nothing.
 * Links a page makes to this server start with it, so they stay in the same sandbox.
 */
export function base(req: FastifyRequest): string {
  const name = sandboxOfAddress(req.raw);
  return name === undefined ? '' : sandboxBase(name);
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export const esc = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

type Issue = z.core.$ZodIssue;

/**
 * A body that fits none of a union's shapes is named by the shape it came closest to (the one
 * with the fewest issues), so `{}` for `{ membership_id } | { store_id }` says which field is missing.
 */
function flattenUnions(issues: readonly Issue[], prefix: PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ ...issue, path }];
    const closest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    return flattenUnions(closest, path);
  });
}

/**
 * Parses mock-route input with zod; failures answer the API error envelope naming every bad
 * field (status 422, or 400 where a path is malformed).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, status = 422): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of flattenUnions(result.error.issues)) {
    const key = issue.path.map(String).join('.') || 'request';
    (errors[key] ??= []).push(issue.message);
  }
  const [field, messages] = Object.entries(errors)[0]!;
  // A malformed id or slug in a path names nothing that exists: plain "Not found".
  throw new HttpError(status, status === 404 ? 'Not found' : `${field}: ${messages[0]}`, errors);
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1d232b}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:1.5rem;margin:0 0 16px}
a{color:#0b63c5}
.card{background:#fff;border:1px solid #dde2e8;border-radius:10px;padding:14px 16px;margin:0 0 12px}
.muted{color:#5b6673;font-size:.9rem}
.code{font:700 2rem/1.2 ui-monospace,monospace;letter-spacing:.25em;color:#0a7c3e}
button{font:inherit;padding:10px 18px;border-radius:8px;border:0;background:#0b63c5;color:#fff;cursor:pointer}
input{font:inherit;padding:8px 10px;border:1px solid #c5ccd4;border-radius:8px}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:6px 8px;border-bottom:1px solid #eef0f3}
`;

export interface PageOptions {
  /** Seconds between automatic reloads. */
  refresh?: number;
  /** Extra origins a form on the page may post (or be redirected) to. */
  formTargets?: string[];
}

/**
 * Sends a complete HTML page. The page gets its own strict CSP: no scripts at all, inline styles
 * only, and form targets limited to this server plus the given origins (a form whose answer
 * redirects to the web app needs that origin).
 */
export function sendPage(reply: FastifyReply, title: string, body: string, options: PageOptions = {}): FastifyReply {
  const formAction = ["'self'", ...(options.formTargets ?? [])].join(' ');
  reply
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8');
  const refresh = options.refresh ? `<meta http-equiv="refresh" content="${options.refresh}">` : '';
  return reply.send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`);
}

/** The origin of a URL, or nothing when it is not a URL. */
export function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
