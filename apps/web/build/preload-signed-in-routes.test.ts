// @vitest-environment jsdom
import type { Rollup } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** The texts' chunks of a build: each language's first screens', and every domain's, which imports them. */
const texts = {
  fe: chunk('assets/first-texts.en-E.js', ['/app/src/i18n/first-texts.en.ts']),
  fd: chunk('assets/first-texts.de-D.js', ['/app/src/i18n/first-texts.de.ts']),
  te: chunk(
    'assets/texts.en-TE.js',
    ['/app/src/i18n/texts.en.ts'],
    ['assets/first-texts.en-E.js', 'assets/index-A.js'],
  ),
  td: chunk(
    'assets/texts.de-TD.js',
    ['/app/src/i18n/texts.de.ts'],
    ['assets/first-texts.de-D.js', 'assets/index-A.js'],
  ),
};
const TEXTS = {
  en: { first: ['/assets/first-texts.en-E.js'], all: ['/assets/texts.en-TE.js'] },
  de: { first: ['/assets/first-texts.de-D.js'], all: ['/assets/texts.de-TD.js'] },
};

const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.href);

describe('preloading the signed-in routes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it('names the chunks of the route table and of the query client’s layout, with their imports, but not the entry', () => {
    const html = run({
      a: chunk('assets/index-A.js', ['/app/src/app/main.tsx'], [], true),
      b: chunk(
        'assets/tables-B.js',
        ['/app/src/features/x.ts', '/app/src/app/signed-in-routes.ts'],
        ['assets/index-A.js', 'assets/shared-C.js'],
      ),
      p: chunk('assets/providers-P.js', ['/app/src/app/providers.tsx'], ['assets/index-A.js', 'assets/query-Q.js']),
      ...texts,
    });
    // Before the stylesheet, which an inline script after it would wait for.
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('charset'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('stylesheet'));
    expect(html).toContain(
      '["/assets/tables-B.js","/assets/shared-C.js","/assets/providers-P.js","/assets/query-Q.js"]',
    );
    expect(html).not.toContain('index-A');
    // Each language's texts, every domain's without the first screens' they import.
    expect(html).toContain(JSON.stringify(TEXTS.de));
    expect(html).toContain(JSON.stringify(TEXTS.en));
  });

  it('fails the build when no chunk holds the route table', () => {
    expect(() => run({ a: chunk('assets/index-A.js', ['/app/src/app/main.tsx'], [], true), ...texts })).toThrow(
      /signed-in-routes/,
    );
  });

  it('preloads the stored language’s first texts on every page, and the rest with an unexpired session only', () => {
    const script = preloadScript(['/assets/tables-B.js'], TEXTS);
    const start = () => {
      document.head.innerHTML = '';
      new Function(script)();
      // After the first frame.
      vi.runAllTimers();
      return preloads().map((href) => new URL(href).pathname);
    };

    // Nothing before the first frame has painted.
    new Function(script)();
    expect(preloads()).toEqual([]);
    vi.runAllTimers();
    // German unless English is stored, as the app reads it.
    expect(start()).toEqual(['/assets/first-texts.de-D.js']);
    localStorage.setItem('locale', 'en');
    expect(start()).toEqual(['/assets/first-texts.en-E.js']);

    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('expiredAt', String(Math.floor(Date.now() / 1000) - 60));
    expect(start()).toEqual(['/assets/first-texts.en-E.js']);

    localStorage.setItem('expiredAt', String(Math.floor(Date.now() / 1000) + 3600));
    expect(start()).toEqual(['/assets/first-texts.en-E.js', '/assets/tables-B.js', '/assets/texts.en-TE.js']);
    localStorage.setItem('locale', 'de');
    expect(start()).toEqual(['/assets/first-texts.de-D.js', '/assets/tables-B.js', '/assets/texts.de-TD.js']);
  });
});
