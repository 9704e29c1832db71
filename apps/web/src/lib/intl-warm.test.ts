import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetFormatters, prepareFormats } from './format';
import { forgetIntlWarmUps, warmIntl, warmingIntl } from './intl-warm';

/** A stand-in for the browser's Worker: records what it was sent, and answers when told. */
class FakeWorker {
  static made: FakeWorker[] = [];
  sent: unknown[] = [];
  terminated = false;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(data: unknown) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
  }
  answer() {
    this.onmessage?.(new MessageEvent('message', { data: 'ready' }));
  }
}

/** Whether a promise has settled, after the microtasks queued so far. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

// Other files in this worker may have warmed a locale already (a page load starts with none).
beforeEach(forgetIntlWarmUps);
afterEach(() => {
  FakeWorker.made = [];
  forgetIntlWarmUps();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('warmIntl', () => {
  it('sends the locale to a module worker once, and resolves when it answers', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const warm = warmIntl('de-DE');
    expect(warmIntl('de-DE')).toBe(warm);
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/intl-warm\.worker\.ts$/);
    expect(worker?.options.type).toBe('module');
    expect(worker?.sent).toEqual(['de-DE']);
    expect(await settled(warm)).toBe(false);
    worker!.answer();
    expect(await settled(warm)).toBe(true);
    expect(worker!.terminated).toBe(true);
    // Another locale has a worker of its own.
    void warmIntl('en-GB');
    expect(FakeWorker.made[1]?.sent).toEqual(['en-GB']);
  });

  it('resolves when the worker fails to load, or does not answer in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('Worker', FakeWorker);
    const failed = warmIntl('de-DE');
    FakeWorker.made[0]!.onerror?.(new ErrorEvent('error'));
    expect(await settled(failed)).toBe(true);

    const silent = warmIntl('en-GB', 500);
    vi.advanceTimersByTime(499);
    expect(await settled(silent)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(silent)).toBe(true);
    expect(FakeWorker.made[1]!.terminated).toBe(true);
  });

  it('resolves at once where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    expect(await settled(warmIntl('de-DE'))).toBe(true);
  });
});

describe('warmingIntl', () => {
  it("starts the stored language's warm-up as a screen's code starts loading, and answers with the code", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const load = vi.fn(() => Promise.resolve('the screen'));
    const lazy = warmingIntl(load);
    expect(FakeWorker.made).toHaveLength(0);
    localStorage.setItem('locale', 'en');
    const loaded = lazy();
    expect(FakeWorker.made.map((w) => w.sent)).toEqual([['en-GB']]);
    expect(load).toHaveBeenCalledOnce();
    // The code does not wait for the worker.
    expect(await loaded).toBe('the screen');
  });
});

/** The Intl number formatters made from here on, by locale, as a page load starts with none. */
function countNumberFormats(): string[] {
  forgetFormatters();
  const made: string[] = [];
  vi.stubGlobal(
    'Intl',
    Object.create(Intl, {
      NumberFormat: {
        value: new Proxy(Intl.NumberFormat, {
          construct: (target, args: [string]) => (made.push(`number ${args[0]}`), Reflect.construct(target, args)),
        }),
      },
    }) as typeof Intl,
  );
  return made;
}

describe('prepareFormats', () => {
  it('makes no formatter on the main thread until the worker has loaded the locale’s data', async () => {
    const made = countNumberFormats();
    vi.stubGlobal('Worker', FakeWorker);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    prepareFormats('de');
    const [worker] = FakeWorker.made;
    expect(worker!.sent).toEqual(['de-DE']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(made).toEqual([]);

    worker!.answer();
    await vi.advanceTimersToNextTimerAsync();
    expect(made).toEqual(['number de-DE', 'number de-DE']);
  });

  it('once its layout has left, makes nothing when the worker answers', async () => {
    const made = countNumberFormats();
    vi.stubGlobal('Worker', FakeWorker);
    const cancel = prepareFormats('de');
    cancel();
    FakeWorker.made[0]!.answer();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(made).toEqual([]);
  });
});
