import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { MAX_TOASTS, TOAST_LIFETIME_MS, notifyError, notifySuccess, toastStore } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  toastStore.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('error notifications', () => {
  it('puts new ones on top with an id from the current time', () => {
    vi.setSystemTime(1_000_000);
    toastStore.push({ message: 'first' });
    vi.setSystemTime(1_000_500);
    toastStore.push({ message: 'second' });
    expect(toastStore.getSnapshot().map((t) => [t.id, t.message])).toEqual([
      [1_000_500, 'second'],
      [1_000_000, 'first'],
    ]);
  });

  it('removes each after 5000 ms', () => {
    toastStore.push({ message: 'gone soon' });
    vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1);
    expect(toastStore.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('shows the user_message of API errors and "Connection error" otherwise', () => {
    notifyError(new ApiRequestError(422, 'Phone is not registered', {}));
    notifyError(new TypeError('Failed to fetch'));
    const [connection, api] = toastStore.getSnapshot();
    expect(api).toMatchObject({ message: 'Phone is not registered' });
    expect(connection).toMatchObject({ messageKey: 'common:errors.connection' });
    expect(console.error).toHaveBeenCalledTimes(2);
  });
});

describe('success notifications', () => {
  it('share the stack and the lifetime, marked as a success', () => {
    notifySuccess('broadcasts:request.success');
    expect(toastStore.getSnapshot()).toEqual([
      expect.objectContaining({ messageKey: 'broadcasts:request.success', tone: 'success' }),
    ]);
    vi.advanceTimersByTime(TOAST_LIFETIME_MS);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });
});

describe('the stack stays small', () => {
  it('does not add a text that is already on screen, and keeps that one for a full lifetime', () => {
    toastStore.push({ message: 'Phone is not registered' });
    vi.advanceTimersByTime(4000);
    const again = toastStore.push({ message: 'Phone is not registered' });
    expect(toastStore.getSnapshot()).toHaveLength(1);
    expect(again).toBe(toastStore.getSnapshot()[0]!.id);
    vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1);
    expect(toastStore.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('tells an i18n key and a message apart, and repeats neither', () => {
    notifyError(new TypeError('Failed to fetch'));
    notifyError(new TypeError('Failed to fetch'));
    notifyError(new ApiRequestError(500, 'Connection error', {}));
    expect(toastStore.getSnapshot().map((t) => t.message ?? t.messageKey)).toEqual([
      'Connection error',
      'common:errors.connection',
    ]);
  });

  it('shows at most two: a third pushes the oldest out', () => {
    expect(MAX_TOASTS).toBe(2);
    toastStore.push({ message: 'one' });
    toastStore.push({ message: 'two' });
    toastStore.push({ message: 'three' });
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['three', 'two']);
    // The one pushed out does not come back when its timer would have run out.
    vi.advanceTimersByTime(TOAST_LIFETIME_MS);
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
