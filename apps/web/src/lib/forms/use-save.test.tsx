import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toasts/toast-store';
import { ApiRequestError } from '@/lib/api-client';
import { type SaveOptions, serverFieldMessages, useSave } from './core';

afterEach(() => {
  toastStore.clear();
  vi.restoreAllMocks();
});

/** A call that waits until the test answers it. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const render = <R,>(options: SaveOptions<string, R>) => renderHook(() => useSave(options));

describe('useSave', () => {
  it('sends once while a call is pending, however often it is asked, and stays done after success', async () => {
    const call = deferred<number>();
    const save = vi.fn(() => call.promise);
    const onSaved = vi.fn();
    const { result } = render({ save, onSaved });

    let first!: Promise<void>;
    act(() => {
      first = result.current.send('a');
      // Within the same render: the pending state has not reached the button yet.
      void result.current.send('b');
    });
    expect(result.current.pending).toBe(true);
    await act(() => result.current.send('c'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('a');

    await act(async () => {
      call.resolve(7);
      await first;
    });
    expect(onSaved).toHaveBeenCalledWith(7, 'a');
    expect(result.current).toMatchObject({ pending: false, saved: true });
    await act(() => result.current.send('d'));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('may send again after a success when repeatable (a resend)', async () => {
    const save = vi.fn(async () => 'sent');
    const { result } = render({ save, repeatable: true });
    await act(() => result.current.send('a'));
    await act(() => result.current.send('b'));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("puts a failure's messages on the fields, logs it instead of a toast, and may send again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shown: unknown[] = [];
    const placeOnFields = (error: unknown) => {
      const messages = serverFieldMessages(error, { phone: 'phone' });
      shown.push(...messages);
      return messages.length > 0;
    };
    const onFailed = vi.fn();
    const save = vi.fn(async () => {
      throw new ApiRequestError(422, 'Taken', { phone: ['This number is taken'] });
    });
    const { result } = render({ save, placeOnFields, onFailed });
    await act(() => result.current.send('a'));
    expect(shown).toEqual([{ field: 'phone', message: 'This number is taken' }]);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(toastStore.getSnapshot()).toEqual([]);
    expect(result.current).toMatchObject({ pending: false, saved: false });

    await act(() => result.current.send('b'));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('toasts a failure that no field shows, after asking the fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new ApiRequestError(429, 'Too many tries', {});
    const placeOnFields = vi.fn(() => false);
    const { result } = render({
      save: async () => {
        throw error;
      },
      placeOnFields,
    });
    await act(() => result.current.send('a'));
    expect(placeOnFields).toHaveBeenCalledWith(error);
    await waitFor(() => expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Too many tries']));
  });

  it('leaves a failure to the form when it reports it its own way', async () => {
    const report = vi.fn();
    const error = new ApiRequestError(409, 'In use', {});
    const { result } = render({
      save: async () => {
        throw error;
      },
      placeOnFields: () => true,
      report,
    });
    await act(() => result.current.send('a'));
    expect(report).toHaveBeenCalledWith(error, true);
    expect(toastStore.getSnapshot()).toEqual([]);
  });
});
