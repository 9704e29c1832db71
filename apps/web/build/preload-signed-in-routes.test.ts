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
/** The main layout's chunk, which imports the shared query chunk as the providers do. */
const layout = {
  m: chunk(
    'assets/main-layout-M.js',
    ['/app/src/app/layouts/main-layout.tsx'],
    ['assets/index-A.js', 'assets/query-Q.js'],
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

  it('names the chunks of the route table, the query client’s layout and the main layout, with their imports, but not the entry', () => {
    const html = run({
      a: chunk('assets/index-A.js', ['/app/src/app/main.tsx'], [], true),
      b: chunk(
        'assets/tables-B.js',
        ['/app/src/features/x.ts', '/app/src/app/signed-in-routes.ts'],
        ['assets/index-A.js', 'assets/shared-C.js'],
      ),
      p: chunk('assets/providers-P.js', ['/app/src/app/providers.tsx'], ['assets/index-A.js', 'assets/query-Q.js']),
      ...layout,
      ...texts,
    });
    // Before the stylesheet, which an inline script after it would wait for.
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('charset'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('stylesheet'));
    expect(html).toContain(
      '["/assets/tables-B.js","/assets/shared-C.js","/assets/providers-P.js","/assets/query-Q.js","/assets/main-layout-M.js"]',
    );
    expect(html.slice(html.indexOf('<script>'), html.indexOf('</script>'))).not.toContain('index-A');
    // The entry as a module preload too, so a screen's chunk that lists it among its imports finds
    // it and adds no link of its own.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-A.js">');
    expect(html.indexOf('modulepreload" crossorigin')).toBeLessThan(html.indexOf('stylesheet'));
    // Each language's texts, every domain's without the first screens' they import.
    expect(html).toContain(JSON.stringify(TEXTS.de));
    expect(html).toContain(JSON.stringify(TEXTS.en));
  });

  it('fails the build when no chunk holds the route table', () => {
    expect(() =>
      run({ a: chunk('assets/index-A.js', ['/app/src/app/main.tsx'], [], true), ...layout, ...texts }),
    ).toThrow(/signed-in-routes/);
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

  it('adds the links a few at a time, a task each, so a tap is answered between them', () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('expiredAt', String(Math.floor(Date.now() / 1000) + 3600));
    const files = ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js'];
    new Function(preloadScript(files, TEXTS))();
    // The links present after each timer (the first frame, then one task at a time).
    const counts: number[] = [];
    while (vi.getTimerCount() > 0 && counts.length < 20) {
      vi.advanceTimersToNextTimer();
      counts.push(preloads().length);
    }
    // Nothing before the first frame, then 3, 3 and the last 1 of the seven, each in a task of its own.
    expect(counts.filter((n) => n > 0)).toEqual([3, 6, 7]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
