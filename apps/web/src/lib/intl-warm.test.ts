import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlOffThread, type IntlWarmUp } from './intl-warm';
import { forgetFormatters, prepareFormats } from './format';

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

const warmUp: IntlWarmUp = { tag: 'de-DE', numbers: [{ style: 'currency', currency: 'EUR' }], dates: [{}] };

describe('warmIntlOffThread', () => {
  afterEach(() => {
    FakeWorker.made = [];
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the formatters to a module worker, and is ready once it answers', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const ready = vi.fn();
    warmIntlOffThread(warmUp, ready);
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/intl-warm\.worker\.ts$/);
    expect(worker?.options.type).toBe('module');
    expect(worker?.sent).toEqual([warmUp]);
    expect(ready).not.toHaveBeenCalled();
    worker!.answer();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(worker!.terminated).toBe(true);
    // A late second answer changes nothing.
    worker!.answer();
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('is ready when the worker fails to load, or does not answer in time', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('Worker', FakeWorker);
    const failed = vi.fn();
    warmIntlOffThread(warmUp, failed);
    FakeWorker.made[0]!.onerror?.(new ErrorEvent('error'));
    expect(failed).toHaveBeenCalledTimes(1);

    const silent = vi.fn();
    warmIntlOffThread(warmUp, silent, 500);
    vi.advanceTimersByTime(499);
    expect(silent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(silent).toHaveBeenCalledTimes(1);
    expect(FakeWorker.made[1]!.terminated).toBe(true);
  });

  it('is ready at once where there are no workers', () => {
    vi.stubGlobal('Worker', undefined);
    const ready = vi.fn();
    warmIntlOffThread(warmUp, ready);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('once stopped, ends the worker and never calls ready', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const ready = vi.fn();
    const stop = warmIntlOffThread(warmUp, ready);
    stop();
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    FakeWorker.made[0]!.answer();
    expect(ready).not.toHaveBeenCalled();
  });
});

describe('prepareFormats with a worker', () => {
  afterEach(() => {
    FakeWorker.made = [];
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('makes no formatter on the main thread until the worker has made the same ones', () => {
    forgetFormatters();
    const made: string[] = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
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

    prepareFormats('de');
    const [worker] = FakeWorker.made;
    const sent = worker!.sent[0] as IntlWarmUp;
    expect(sent.tag).toBe('de-DE');
    // The money formatter the screens use, and the plain number one.
    expect(sent.numbers).toContainEqual({
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(sent.numbers).toContainEqual({});
    expect(sent.dates).toContainEqual({ dateStyle: 'medium' });
    vi.advanceTimersByTime(1000);
    expect(made).toEqual([]);

    worker!.answer();
    vi.runAllTimers();
    expect(made).toEqual(['number de-DE', 'number de-DE']);
  });
});
