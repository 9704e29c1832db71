import { routes } from '@mbo/contracts/routes';
import { infiniteQueryOptions, QueryClientProvider, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toasts/toast-store';
import { json, signIn, stubFetch } from '@/testing';
import { endpointKey, endpointQuery } from './endpoint-query';
import { FIRST_ANSWER_WAIT_MS, readingScreen, startScreenReads, type ScreenReads } from './screen-reads';
import { clearSession } from './session';
import { sharedQueryClient } from './shared-query-client';

const storeRead = () => endpointQuery('myStore', undefined, { select: (r) => r.data.name });
const reads: ScreenReads = () => Promise.resolve([storeRead()]);
const paths = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.map(([input]) => new URL(String(input)).pathname);
const at = (url: string) => ({ params: {}, request: new Request(`http://localhost${url}`) });

/** A page that reads the store through the shared client, as a screen does, and shows `show` of it. */
function renderStorePage(show: (read: UseQueryResult<string>) => ReactNode) {
  function Page() {
    return <p>{show(useQuery(storeRead()))}</p>;
  }
  render(
    <QueryClientProvider client={sharedQueryClient()}>
      <Page />
    </QueryClientProvider>,
  );
}

beforeEach(signIn);
afterEach(() => {
  vi.useRealTimers();
  clearSession();
  sharedQueryClient().clear();
  vi.unstubAllGlobals();
});

describe('a screen’s first reads', () => {
  it('start when the router matches the path, before the page’s code has loaded', async () => {
    const asked = stubFetch(() => new Promise<Response>(() => undefined));
    const router = createMemoryRouter(
      [
        readingScreen('/account', 'account', () => new Promise(() => undefined), reads),
        { path: '/', element: <p>home</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    void router.navigate('/account');
    await waitFor(() => expect(paths(asked)).toEqual([routes.myStore.path]));
    expect(sharedQueryClient().getQueryState(endpointKey('myStore', undefined))?.fetchStatus).toBe('fetching');
  });

  it('are the page’s: it finds them in the cache and asks for nothing twice', async () => {
    const asked = stubFetch(() => json(200, { data: { name: 'Bäckerei Sonnenschein' } }));
    void startScreenReads(reads, at('/account'));
    renderStorePage(({ data }) => data ?? '…');
    expect(await screen.findByText('Bäckerei Sonnenschein')).toBeInTheDocument();
    expect(paths(asked)).toEqual([routes.myStore.path]);
  });

  it('read a list page by page as the page does', async () => {
    const asked = stubFetch(() =>
      json(200, { data: [], paginate: { total_entries: 0, total_pages: 0, page: 1, size: 5 } }),
    );
    const pages = infiniteQueryOptions({
      queryKey: endpointKey('listVouchers', { query: { size: 5 } }, 'pages'),
      queryFn: () => fetch('http://localhost/api/store/vouchers').then((r) => r.json()),
      initialPageParam: 1,
      getNextPageParam: () => undefined,
    });
    void startScreenReads(() => Promise.resolve([pages]), at('/plans/create'));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(sharedQueryClient().getQueryData(pages.queryKey)?.pages).toHaveLength(1));
  });

  it('are not sent without a session (the guard sends the merchant to the sign-in)', async () => {
    clearSession();
    const asked = stubFetch(() => json(200, {}));
    void startScreenReads(reads, at('/account'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).not.toHaveBeenCalled();
  });

  it('fail silently before the page mounts; the page asks again and says so itself', async () => {
    const asked = stubFetch(() => json(500, { status: 500, user_message: 'Der Server antwortet nicht.', errors: {} }));
    void startScreenReads(reads, at('/account'));
    await waitFor(() =>
      expect(sharedQueryClient().getQueryState(endpointKey('myStore', undefined))?.status).toBe('error'),
    );
    expect(toastStore.getSnapshot()).toEqual([]);
    renderStorePage(({ status }) => status);
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Der Server antwortet nicht.']),
    );
  });
});

/** Whether a promise has settled once the tasks queued before this call have run. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
};

describe('a screen’s first render', () => {
  it('waits for its first answers: the screen draws once, with its data', async () => {
    let answer!: (response: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const loaded = startScreenReads(reads, at('/account'));
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(await settled(loaded)).toBe(false);
    answer(await json(200, { data: { name: 'Bäckerei Sonnenschein' } }));
    await expect(loaded).resolves.toBeNull();
    expect(sharedQueryClient().getQueryData(storeRead().queryKey)).toEqual({ data: { name: 'Bäckerei Sonnenschein' } });
  });

  it(`waits no longer than ${FIRST_ANSWER_WAIT_MS} ms: a slow answer leaves the screen to its skeleton`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked = stubFetch(() => new Promise<Response>(() => undefined));
    let done = false;
    void startScreenReads(reads, at('/account')).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_ANSWER_WAIT_MS - 1);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('does not wait for data the cache holds, nor ask for it: the page shows it and refreshes it', async () => {
    const asked = stubFetch(() => new Promise<Response>(() => undefined));
    // An old answer: the screen shows it at once, and the page asks again as it mounts.
    sharedQueryClient().setQueryData(
      storeRead().queryKey,
      // Only the part the read selects.
      { data: { name: 'Bäckerei Sonnenschein' } } as never,
      { updatedAt: 0 },
    );
    const loaded = startScreenReads(reads, at('/account'));
    expect(await settled(loaded)).toBe(true);
    expect(asked).not.toHaveBeenCalled();
    renderStorePage(({ data }) => data);
    expect(screen.getByText('Bäckerei Sonnenschein')).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
  });

  it('does not wait after a failed read: the page asks again and shows its error', async () => {
    stubFetch(() => json(500, { status: 500, user_message: 'Der Server antwortet nicht.', errors: {} }));
    await expect(startScreenReads(reads, at('/account'))).resolves.toBeNull();
    expect(sharedQueryClient().getQueryState(storeRead().queryKey)?.status).toBe('error');
  });

  it('does not wait without a session', async () => {
    clearSession();
    await expect(startScreenReads(reads, at('/account'))).resolves.toBeNull();
  });

  it('reads again on arrival, but not when only the search params change (the page reads those)', async () => {
    const asked = stubFetch(() => json(200, { data: { name: 'Bäckerei Sonnenschein' } }));
    const router = createMemoryRouter(
      [
        readingScreen('/list', 'vouchers', async () => ({ Component: () => <p>list</p> }), reads),
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/start'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/list?q=a'));
    expect(await screen.findByText('list')).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
    // The cached answer is fresh for the same key: clear it, so a read would be sent.
    sharedQueryClient().clear();
    await act(() => router.navigate('/list?q=b'));
    expect(router.state.location.search).toBe('?q=b');
    expect(asked).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/list?q=c'));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
  });
});
