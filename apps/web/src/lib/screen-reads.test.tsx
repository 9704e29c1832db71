import { routes } from '@mbo/contracts/routes';
import { infiniteQueryOptions, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toasts/toast-store';
import { json, signIn, stubFetch } from '@/testing';
import { endpointKey, endpointQuery } from './endpoint-query';
import { readingScreen, startScreenReads, type ScreenReads } from './screen-reads';
import { clearSession } from './session';
import { sharedQueryClient } from './shared-query-client';

const storeRead = () => endpointQuery('myStore', undefined, { select: (r) => r.data.name });
const reads: ScreenReads = () => Promise.resolve([storeRead()]);
const paths = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.map(([input]) => new URL(String(input)).pathname);
const at = (url: string) => ({ params: {}, request: new Request(`http://localhost${url}`) });

beforeEach(signIn);
afterEach(() => {
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
    startScreenReads(reads, at('/account'));
    function Page() {
      const { data } = useQuery(storeRead());
      return <p>{data ?? '…'}</p>;
    }
    render(
      <QueryClientProvider client={sharedQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
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
    startScreenReads(() => Promise.resolve([pages]), at('/plans/create'));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(sharedQueryClient().getQueryData(pages.queryKey)?.pages).toHaveLength(1));
  });

  it('are not sent without a session (the guard sends the merchant to the sign-in)', async () => {
    clearSession();
    const asked = stubFetch(() => json(200, {}));
    startScreenReads(reads, at('/account'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).not.toHaveBeenCalled();
  });

  it('fail silently before the page mounts; the page asks again and says so itself', async () => {
    const asked = stubFetch(() => json(500, { status: 500, user_message: 'Der Server antwortet nicht.', errors: {} }));
    startScreenReads(reads, at('/account'));
    await waitFor(() =>
      expect(sharedQueryClient().getQueryState(endpointKey('myStore', undefined))?.status).toBe('error'),
    );
    expect(toastStore.getSnapshot()).toEqual([]);
    function Page() {
      const { status } = useQuery(storeRead());
      return <p>{status}</p>;
    }
    render(
      <QueryClientProvider client={sharedQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Der Server antwortet nicht.']),
    );
  });
});
