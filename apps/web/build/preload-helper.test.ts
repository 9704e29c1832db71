// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_HELPER_ID, preloadHelperCode, preloadLinksAFewAtATime } from './preload-helper';

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

/** A fresh copy of the helper, as a page load gets one. */
const helper = () =>
  new Function(`${preloadHelperCode('/').replace('export const __vitePreload', 'const __vitePreload')}
return __vitePreload;`)() as Preload;

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));

describe('the preload helper', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('asks for the chunk at once and links the files it imports a few per task after it', async () => {
    const preload = helper();
    const load = vi.fn(() => Promise.resolve('the screen'));
    const done = preload(load, ['assets/a.js', 'assets/b.js', 'assets/c.js', 'assets/d.js', 'assets/e.js']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(links('modulepreload')).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(links('modulepreload')).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    vi.advanceTimersToNextTimer();
    expect(links('modulepreload')).toHaveLength(5);
    expect(vi.getTimerCount()).toBe(0);
    await expect(done).resolves.toBe('the screen');
  });

  it('links no file twice, nor one the page links already', () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/a.js">';
    const preload = helper();
    void preload(() => Promise.resolve(), ['assets/a.js', 'assets/b.js']);
    void preload(() => Promise.resolve(), ['assets/b.js', 'assets/c.js']);
    vi.runAllTimers();
    expect(links('modulepreload')).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
  });

  it('links a stylesheet at once and answers only once it has loaded', async () => {
    const preload = helper();
    let answered = false;
    const done = preload(() => Promise.resolve('map'), ['assets/map.css']).then((m) => {
      answered = true;
      return m;
    });
    expect(links('stylesheet')).toEqual(['/assets/map.css']);
    await Promise.resolve();
    expect(answered).toBe(false);
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBe('map');
  });

  it('says vite:preloadError when a stylesheet or the chunk fails, and the page may take it', async () => {
    const preload = helper();
    const seen: unknown[] = [];
    const onError = (e: Event) => seen.push((e as Event & { payload: unknown }).payload);
    window.addEventListener('vite:preloadError', onError);
    const offline = new Error('offline');
    await expect(preload(() => Promise.reject(offline), ['assets/x.js'])).rejects.toBe(offline);
    expect(seen).toEqual([offline]);

    const taken = (e: Event) => e.preventDefault();
    window.addEventListener('vite:preloadError', taken);
    const css = preload(() => Promise.resolve('ok'), ['assets/y.css']);
    document.head.querySelector('link[href="/assets/y.css"]')!.dispatchEvent(new Event('error'));
    await expect(css).resolves.toBe('ok');
    expect(String(seen[1])).toContain('Unable to preload CSS for /assets/y.css');
    window.removeEventListener('vite:preloadError', onError);
    window.removeEventListener('vite:preloadError', taken);
  });
});

it('stands in for Vite’s own helper in a build, with the build’s base', () => {
  const plugin = preloadLinksAFewAtATime();
  (plugin.configResolved as (c: { base: string }) => void)({ base: '/app/' });
  const load = plugin.load as (id: string) => { code: string } | null;
  expect(load(PRELOAD_HELPER_ID)?.code).toContain('"/app/" + file');
  expect(load('/src/main.tsx')).toBeNull();
  expect(plugin.enforce).toBe('pre');
});
