// @vitest-environment jsdom
import type { Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadScript, preloadSignedInRoutes } from './preload-signed-in-routes';

const PAGE = '<head><meta charset="UTF-8" /><link rel="stylesheet" href="/a.css"></head>';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rollup.OutputChunk;

function run(bundle: Record<string, Rollup.OutputChunk>, html = PAGE): string {
  const plugin = preloadSignedInRoutes();
  (plugin.configResolved as (c: { base: string }) => void)({ base: '/' });
  const hook = plugin.transformIndexHtml as { handler: (html: string, ctx: { bundle: typeof bundle }) => string };
  return hook.handler(html, { bundle });
}

const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.href);

describe('preloading the signed-in routes', () => {
  afterEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it('names the chunk of the route table and the chunks it imports, but not the entry', () => {
    const html = run({
      a: chunk('assets/index-A.js', ['/app/src/app/main.tsx'], [], true),
      b: chunk(
        'assets/tables-B.js',
        ['/app/src/features/x.ts', '/app/src/app/signed-in-routes.ts'],
        ['assets/index-A.js', 'assets/shared-C.js'],
      ),
    });
    // Before the stylesheet, which an inline script after it would wait for.
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('charset'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('stylesheet'));
    expect(html).toContain('["/assets/tables-B.js","/assets/shared-C.js"]');
    expect(html).not.toContain('index-A');
  });

  it('fails the build when no chunk holds the route table', () => {
    expect(() => run({ a: chunk('assets/index-A.js', ['/app/src/app/main.tsx'], [], true) })).toThrow(
      /signed-in-routes/,
    );
  });

  it('preloads with an unexpired session only', () => {
    const script = preloadScript(['/assets/tables-B.js']);
    const start = () => new Function(script)() as void;

    start();
    expect(preloads()).toEqual([]);

    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('expiredAt', String(Math.floor(Date.now() / 1000) - 60));
    start();
    expect(preloads()).toEqual([]);

    localStorage.setItem('expiredAt', String(Math.floor(Date.now() / 1000) + 3600));
    start();
    expect(preloads()).toEqual([`${location.origin}/assets/tables-B.js`]);
  });
});
