import { afterEach, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

afterEach(() => vi.unstubAllGlobals());

it('resolves after the current task, once queued work has had its turn', async () => {
  const order: string[] = [];
  const queued = new Promise<void>((resolve) =>
    setTimeout(() => {
      order.push('queued task');
      resolve();
    }),
  );
  const yielded = nextTask().then(() => order.push('after yield'));
  await Promise.resolve();
  order.push('same task');
  await Promise.all([queued, yielded]);
  expect(order[0]).toBe('same task');
  expect(order).toContain('after yield');
});

it('is not held back by fake timers', async () => {
  vi.useFakeTimers();
  try {
    await nextTask();
  } finally {
    vi.useRealTimers();
  }
});

it('uses scheduler.yield where the browser has it', async () => {
  const yieldFn = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { yield: yieldFn });
  await nextTask();
  expect(yieldFn).toHaveBeenCalledTimes(1);
});
