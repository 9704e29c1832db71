/**
 * Serves the built web app as in production (`npm run preview`, docker-compose.yml): the files
 * Vite wrote, each in the precompressed form the browser accepts (brotli or gzip, written beside
 * every asset by the build), hashed assets cached for a year, `index.html` never cached, every app
 * path answered with `index.html` (the router takes it from there), and security headers on every
 * answer. Given a certificate, it speaks HTTPS with HTTP/2 (HTTP/1.1 for clients without it), as a
 * production host does: the app is split into many small chunks, which HTTP/2 sends over one
 * connection where HTTP/1.1 queues them six at a time, a round trip each.
 */
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { API_PATHS } from './api-paths';

export interface StaticServerOptions {
  /** The build folder (Vite's outDir). */
  root: string;
  /**
   * Origins the app talks to besides its own (the API, map tiles, geocoder): the build's
   * VITE_API_URL, VITE_TILE_URL and VITE_GEOCODER_URL. They go into the CSP's connect-src and img-src.
   */
  apiOrigins?: string[];
  /**
   * The API's address, when the app calls it on its own origin (built with `VITE_API_URL=/`):
   * the API's paths are passed to it, so the browser makes no cross-origin call and no preflight.
   */
  apiProxy?: string;
  /** A certificate and its key (PEM): the server then speaks HTTPS, with HTTP/2. */
  tls?: { cert: string | Buffer; key: string | Buffer };
}

/** Hashed file names (Vite's `assets/name-HASH.ext`) never change content: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The CSP's sources of the inline scripts of index.html (the start screen's language pick), by hash. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

export function securityHeaders(html: string, apiOrigins: string[] = [], https = false): Record<string, string> {
  const others = apiOrigins.join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    // React and the map library set style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${others}`.trim(),
    `connect-src 'self' ${others}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    // The map picker's "current location" asks the page's own origin for the position.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
    // Over HTTPS, browsers keep to it for a year (a plain-HTTP server must not send it).
    ...(https && { 'strict-transport-security': 'max-age=31536000' }),
  };
}

/** The origins of the build-time URLs the app calls, as the CSP names them. */
export function originsOf(urls: (string | undefined)[]): string[] {
  const out = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      out.add(new URL(url.replace(/\{[a-z]\}/g, '0')).origin);
    } catch {
      // A relative URL is this server's own origin, which 'self' already allows.
    }
  }
  return [...out];
}

export async function buildStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const indexPath = join(options.root, 'index.html');
  if (!existsSync(indexPath))
    throw new Error(`${indexPath} is missing: build the app first (npm run build -w @mbo/web)`);
  const html = readFileSync(indexPath, 'utf8');
  const headers = securityHeaders(html, options.apiOrigins, Boolean(options.tls));
  // Fastify types an HTTP/2 server apart from an HTTP/1.1 one; the routes below are the same on both.
  const app = (
    options.tls
      ? Fastify({ logger: false, http2: true, https: { allowHTTP1: true, ...options.tls } })
      : Fastify({ logger: false })
  ) as FastifyInstance;
  app.addHook('onSend', async (_req, reply) => {
    reply.headers(headers);
  });
  if (options.apiProxy) {
    for (const prefix of API_PATHS) {
      await app.register(fastifyHttpProxy, { upstream: options.apiProxy, prefix, rewritePrefix: prefix });
    }
  }
  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    wildcard: true,
    // index.html is answered by the fallback below, with its own cache rule.
    index: false,
    cacheControl: false,
    setHeaders(reply: FastifyReply, path: string) {
      const name = path
        .slice(options.root.length)
        .replace(/\\/g, '/')
        .replace(/\.(br|gz)$/, '');
      if (name.startsWith('/assets/')) reply.header('cache-control', IMMUTABLE);
      else if (name === '/index.html') reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
  // Every app path is the single page; a missing file (an old asset name, a typo) stays a 404.
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    if ((req.method === 'GET' || req.method === 'HEAD') && extname(path) === '') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  return app;
}
