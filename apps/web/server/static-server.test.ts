// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from './self-signed';
import { buildStaticServer, originsOf } from './static-server';

const INLINE = "document.documentElement.lang = 'en';";
const HTML = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root">start</div></body></html>`;
const JS = 'console.log("the app");'.repeat(100);

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'mbo-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), HTML);
  writeFileSync(join(root, 'index.html.br'), brotliCompressSync(HTML));
  writeFileSync(join(root, 'index.html.gz'), gzipSync(HTML));
  writeFileSync(join(root, 'assets/app-abc123.js'), JS);
  writeFileSync(join(root, 'assets/app-abc123.js.br'), brotliCompressSync(JS));
  writeFileSync(join(root, 'assets/app-abc123.js.gz'), gzipSync(JS));
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  app = await buildStaticServer({ root, apiOrigins: ['http://127.0.0.1:4010'] });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the production static server', () => {
  it('sends the precompressed file the browser accepts, brotli first', async () => {
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);

    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);

    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
  });

  it('caches hashed assets for a year and never caches index.html', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(index.rawPayload).toString()).toBe(HTML);
  });

  it('answers every app path with index.html, and a missing file with 404', async () => {
    for (const url of ['/login', '/vouchers/12/edit', '/settings/my-sales?tab=payouts']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(HTML);
    }
    const missing = await app.inject({ url: '/assets/app-old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');
  });

  it('serves robots.txt as the file it is, not the page', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('User-agent');
  });

  it('sends the security headers on every answer, the inline script allowed by its hash alone', async () => {
    const hash = createHash('sha256').update(INLINE).digest('base64');
    for (const url of ['/', '/login', '/assets/app-abc123.js', '/robots.txt', '/assets/none.js']) {
      const res = await app.inject({ url });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp, url).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:4010");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // The map picker's "current location" needs the position; nothing else the page may ask for.
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(self), payment=()');
    }
  });

  it('names the origins of the build-time URLs, tile templates included, and skips relative ones', () => {
    expect(
      originsOf(['http://127.0.0.1:4010', 'https://tiles.example.com/{z}/{x}/{y}.png', '/api', undefined]),
    ).toEqual(['http://127.0.0.1:4010', 'https://tiles.example.com']);
  });
});

describe('the production static server in front of the API (API_PROXY)', () => {
  let api: FastifyInstance;
  let web: FastifyInstance;

  beforeAll(async () => {
    const { default: Fastify } = await import('fastify');
    api = Fastify();
    api.get('/api/store/vouchers', async (req) => ({ data: [], query: req.query, host: req.headers.host }));
    api.post('/auth/request-otp', async (req) => ({ data: req.body }));
    api.get('/__mock/tiles/1/0/0.png', async (_req, reply) => reply.type('image/png').send(Buffer.from([137, 80])));
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    web = await buildStaticServer({ root, apiProxy: address });
  });

  afterAll(async () => {
    await web.close();
    await api.close();
  });

  it("passes the API's paths on, with their query and body", async () => {
    const list = await web.inject({ url: '/api/store/vouchers?page=2' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ data: [], query: { page: '2' } });

    const sent = await web.inject({
      method: 'POST',
      url: '/auth/request-otp',
      headers: { 'content-type': 'application/json' },
      payload: { phone: '+49.15112345678' },
    });
    expect(sent.json()).toEqual({ data: { phone: '+49.15112345678' } });

    const tile = await web.inject({ url: '/__mock/tiles/1/0/0.png' });
    expect(tile.headers['content-type']).toBe('image/png');
  });

  it('still answers app paths with the page, and the CSP needs no other origin', async () => {
    const page = await web.inject({ url: '/vouchers' });
    expect(page.body).toContain('<div id="root">');
    // /s/… is a store's short link; /settings and /subscription-plans are the app's.
    for (const url of ['/settings', '/subscription-plans', '/sandbox'])
      expect((await web.inject({ url })).body, url).toContain('<div id="root">');
    expect(page.headers['content-security-policy']).toContain("connect-src 'self';");
  });
});

describe('the production static server over HTTPS (a certificate given)', () => {
  let api: FastifyInstance;
  let web: FastifyInstance;
  let origin: string;
  let cert: string;

  beforeAll(async () => {
    const { default: Fastify } = await import('fastify');
    api = Fastify();
    api.get('/api/store/vouchers', async (req) => ({ data: [], query: req.query }));
    const tls = await selfSignedCertificate();
    cert = tls.cert;
    web = await buildStaticServer({ root, apiProxy: await api.listen({ port: 0, host: '127.0.0.1' }), tls });
    origin = await web.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await web.close();
    await api.close();
  });

  /** GETs over one HTTP/2 connection, as a browser does: status, headers and body of each. */
  async function overHttp2(paths: string[]) {
    const session = connect(origin, { ca: cert });
    try {
      const answers = await Promise.all(
        paths.map(
          (path) =>
            new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
              const stream = session.request({ ':path': path, 'accept-encoding': 'br' });
              const chunks: Buffer[] = [];
              let headers: IncomingHttpHeaders = {};
              stream.on('response', (h) => (headers = h));
              stream.on('data', (c: Buffer) => chunks.push(c));
              stream.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }));
              stream.on('error', reject);
            }),
        ),
      );
      return { protocol: session.alpnProtocol, answers };
    } finally {
      session.close();
    }
  }

  it('speaks HTTP/2 over TLS: the files, the page and the API, with HSTS beside the other headers', async () => {
    expect(origin).toMatch(/^https:/);
    const { protocol, answers } = await overHttp2(['/assets/app-abc123.js', '/vouchers', '/api/store/vouchers?page=2']);
    expect(protocol).toBe('h2');
    const [asset, page, list] = answers;
    expect(asset!.headers[':status']).toBe(200);
    expect(asset!.headers['content-encoding']).toBe('br');
    expect(asset!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset!.body).toString()).toBe(JS);
    expect(page!.headers[':status']).toBe(200);
    expect(brotliDecompressSync(page!.body).toString()).toBe(HTML);
    expect(page!.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(page!.headers['content-security-policy']).toContain("default-src 'self'");
    expect(list!.headers[':status']).toBe(200);
    expect(JSON.parse(list!.body.toString())).toMatchObject({ data: [], query: { page: '2' } });
  });

  it('still answers HTTP/1.1 clients, and a plain-HTTP server sends no HSTS', async () => {
    const res = await new Promise<{ status?: number; hsts?: string | string[] }>((resolve, reject) =>
      httpsGet(`${origin}/login`, { ca: cert }, (r) => {
        r.resume();
        resolve({ status: r.statusCode, hsts: r.headers['strict-transport-security'] });
      }).on('error', reject),
    );
    expect(res).toEqual({ status: 200, hsts: 'max-age=31536000' });
    expect((await app.inject({ url: '/login' })).headers['strict-transport-security']).toBeUndefined();
  });
});
