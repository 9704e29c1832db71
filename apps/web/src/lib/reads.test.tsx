import { routes } from '@mbo/contracts/routes';
import { infiniteQueryOptions, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs, type Params } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toasts/toast-store';
import i18n from '@/i18n';
import { json, readsOnArrival, signIn, stubFetch } from '@/testing';
import { callEndpoint } from './api-client';
import { endpointKey, endpointQuery } from './endpoint-query';
import { queryClient } from './query-client';
import { readsLoader, useReads } from './reads';
import { parseRouteId } from './route-id';
import { clearSession } from './session';

/** A screen's first reads, as a feature's api.ts names them: a record by the path's id, a list by the search. */
const voucherScreenReads = (params: Params, url: URL) => {
  const id = parseRouteId(params.id);
  return {
    voucher: {
      ...endpointQuery('getVoucher', { params: { id: id ?? 0 } }, { select: (r) => r.data.name }),
      enabled: id !== null,
    },
    others: endpointQuery('listVouchers', { query: { q: url.searchParams.get('q') ?? '', page: 1, size: 10 } }),
  };
};
const VOUCHER = `${routes.getVoucher.path.replace('{id}', '7')}`;
const LIST = routes.listVouchers.path;

const storeReads = () => ({ store: endpointQuery('myStore', undefined, { select: (r) => r.data.name }) });
const storeKey = endpointKey('myStore', undefined);

/** What the router hands a loader for `url`. */
const at = (url: string, params: Params = {}): LoaderFunctionArgs => ({
  params,
  request: new Request(`http://localhost${url}`),
  url: new URL(`http://localhost${url}`),
  pattern: '',
  context: undefined,
});
const pathsOf = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([input]) => new URL(String(input)).pathname).sort();
const unanswered = () => new Promise<Response>(() => undefined);
/** Lets whatever a call started (a request, a settled promise's callbacks) happen. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(signIn);
afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('readsLoader', () => {
  it('starts a screen’s reads as the router matches its path, before the page’s code arrives, under the keys the page reads', async () => {
    const route = {
      path: '/vouchers/:id',
      loader: readsLoader(['vouchers'], voucherScreenReads),
      lazy: async () => ({}),
    };
    expect(await readsOnArrival(route, '/vouchers/7?q=tea', 2)).toEqual([LIST, VOUCHER].sort());
    const reads = voucherScreenReads({ id: '7' }, new URL('http://localhost/vouchers/7?q=tea'));
    expect(queryClient.getQueryState(reads.voucher.queryKey)?.fetchStatus).toBe('fetching');
    expect(queryClient.getQueryState(reads.others.queryKey)?.fetchStatus).toBe('fetching');
  });

  it('does not wait for the answers: it resolves while the reads are still under way', async () => {
    const asked = stubFetch(unanswered);
    await expect(readsLoader(['vouchers'], storeReads)(at('/settings/store'))).resolves.toBeNull();
    expect(pathsOf(asked)).toEqual([routes.myStore.path]);
    expect(queryClient.getQueryState(storeKey)).toMatchObject({ status: 'pending', fetchStatus: 'fetching' });
  });

  it('skips a read the address cannot name (enabled: false)', async () => {
    const asked = stubFetch(unanswered);
    await readsLoader(['vouchers'], voucherScreenReads)(at('/vouchers/07', { id: '07' }));
    await aMoment();
    expect(pathsOf(asked)).toEqual([LIST]);
    expect(queryClient.getQueryCache().findAll({ queryKey: endpointKey('getVoucher') })).toEqual([]);
  });

  it('asks for nothing without a session (the layout’s guard sends the merchant to the sign-in)', async () => {
    clearSession();
    const asked = stubFetch(unanswered);
    await expect(readsLoader(['vouchers'], voucherScreenReads)(at('/vouchers/7', { id: '7' }))).resolves.toBeNull();
    await aMoment();
    expect(asked).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('does not ask again for a read the cache holds fresh, and does for one gone stale', async () => {
    const asked = stubFetch(unanswered);
    queryClient.setQueryData(storeKey, { data: { name: 'Bäckerei Sonnenschein' } } as never);
    await readsLoader([], storeReads)(at('/settings/store'));
    await aMoment();
    expect(asked).not.toHaveBeenCalled();

    queryClient.setQueryData(storeKey, { data: { name: 'Bäckerei Sonnenschein' } } as never, { updatedAt: 0 });
    await readsLoader([], storeReads)(at('/settings/store'));
    expect(pathsOf(asked)).toEqual([routes.myStore.path]);
  });

  it('loads the namespaces it names, and waits for them (beside the reads, not after them)', async () => {
    const asked = stubFetch(unanswered);
    let loaded!: () => void;
    const loadNamespaces = vi
      .spyOn(i18n, 'loadNamespaces')
      .mockImplementation(() => new Promise<void>((resolve) => (loaded = resolve)));
    let done = false;
    void Promise.resolve(readsLoader(['vouchers', 'plans'], storeReads)(at('/settings/store'))).then(
      () => (done = true),
    );
    expect(loadNamespaces).toHaveBeenCalledWith(['vouchers', 'plans']);
    await aMoment();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    loaded();
    await waitFor(() => expect(done).toBe(true));
  });

  it('reads a list page by page as the page does', async () => {
    stubFetch(() => json(200, { data: [], paginate: { total_entries: 0, total_pages: 0, page: 1, size: 5 } }));
    const pages = infiniteQueryOptions({
      queryKey: endpointKey('listVouchers', { query: { size: 5 } }, 'pages'),
      queryFn: ({ pageParam, signal }) => callEndpoint('listVouchers', { query: { size: 5, page: pageParam } }, signal),
      initialPageParam: 1,
      getNextPageParam: () => undefined,
    });
    await readsLoader([], () => ({ pages }))(at('/plans/create'));
    await waitFor(() => expect(queryClient.getQueryData(pages.queryKey)?.pages).toHaveLength(1));
  });

  it('lets a read fail silently before the page mounts; the page asks again and says so itself', async () => {
    const asked = stubFetch(() => json(500, { status: 500, user_message: 'Der Server antwortet nicht.', errors: {} }));
    await readsLoader([], storeReads)(at('/settings/store'));
    await waitFor(() => expect(queryClient.getQueryState(storeKey)?.status).toBe('error'));
    expect(toastStore.getSnapshot()).toEqual([]);

    function Page() {
      return <p>{useQuery(useReads(storeReads).store).status}</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <Page /> }])} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Der Server antwortet nicht.']),
    );
  });
});

describe('useReads', () => {
  it('gives the page the reads of the address on screen, the loader’s own: the page asks for nothing twice', async () => {
    const asked = stubFetch((url) =>
      url.pathname === LIST
        ? json(200, { data: [], paginate: { total_entries: 0, total_pages: 0, page: 1, size: 10 } })
        : json(200, { data: { id: 7, name: 'Free coffee' } }),
    );
    let onScreen: ReturnType<typeof voucherScreenReads> | undefined;
    function VoucherPage() {
      const reads = useReads(voucherScreenReads);
      onScreen = reads;
      const voucher = useQuery(reads.voucher);
      const others = useQuery(reads.others);
      return (
        <h1>
          {voucher.data ?? '…'} / {others.data?.data.length ?? '…'}
        </h1>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/vouchers/:id',
          loader: readsLoader(['vouchers'], voucherScreenReads),
          lazy: async () => ({ Component: VoucherPage }),
        },
        { path: '*', element: null },
      ],
      { initialEntries: ['/start'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await router.navigate('/vouchers/7?q=tea');
    expect(await screen.findByRole('heading', { name: 'Free coffee / 0' })).toBeInTheDocument();

    const expected = voucherScreenReads({ id: '7' }, new URL('http://localhost/vouchers/7?q=tea'));
    expect(onScreen?.voucher.queryKey).toEqual(expected.voucher.queryKey);
    expect(onScreen?.others.queryKey).toEqual(expected.others.queryKey);
    expect(pathsOf(asked)).toEqual([LIST, VOUCHER].sort());
  });
});
