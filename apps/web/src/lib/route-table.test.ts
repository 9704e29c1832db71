import { afterEach, expect, it, vi } from 'vitest';
import { inOwnTask, screen } from './route-table';

afterEach(() => vi.unstubAllGlobals());

/** A scheduler whose yields resolve only when the test says, so a test sees where a load waits. */
function heldYields() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => waiting.push(resolve)) });
  return waiting;
}

it('hands a lazy route’s module to the router only after a yield', async () => {
  const waiting = heldYields();
  const module = { Component: () => null };
  let answered: unknown;
  const load = inOwnTask(() => Promise.resolve(module));
  void load().then((m) => (answered = m));
  await vi.waitFor(() => expect(waiting).toHaveLength(1));
  expect(answered).toBeUndefined();
  waiting[0]!();
  await vi.waitFor(() => expect(answered).toBe(module));
});

it('gives each screen of a table the same yielding load', async () => {
  const waiting = heldYields();
  const page = { Component: () => null };
  const route = screen('/vouchers', 'vouchers', () => Promise.resolve(page));
  let answered: unknown;
  void (route.lazy as () => Promise<unknown>)().then((m) => (answered = m));
  await vi.waitFor(() => expect(waiting).toHaveLength(1));
  expect(answered).toBeUndefined();
  waiting[0]!();
  await vi.waitFor(() => expect(answered).toBe(page));
});
