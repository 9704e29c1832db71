import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { TOAST_LIFETIME_MS, notifyError, notifySuccess, toastStore } from './toast-store';

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
    expect(connection).toMatchObject({ messageKey: 'common.errors.connection' });
    expect(console.error).toHaveBeenCalledTimes(2);
  });
});

describe('success notifications', () => {
  it('share the stack and the lifetime, marked as a success', () => {
    notifySuccess('broadcasts.request.success');
    expect(toastStore.getSnapshot()).toEqual([
      expect.objectContaining({ messageKey: 'broadcasts.request.success', tone: 'success' }),
    ]);
    vi.advanceTimersByTime(TOAST_LIFETIME_MS);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });
});
