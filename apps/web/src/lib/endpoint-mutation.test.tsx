import { endpointNames, endpoints, type EndpointDef, type EndpointName } from '@mbo/contracts';
import { QueryClient, QueryClientProvider, QueryObserver, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubEndpoints } from '@/testing';
import { readsChangedBy, refreshAfterWrite, useEndpointMutation } from './endpoint-mutation';
import { endpointKey, endpointQuery } from './endpoint-query';

afterEach(() => vi.unstubAllGlobals());

const table: Record<EndpointName, EndpointDef> = endpoints;
const writes = endpointNames.filter((n) => table[n].changes.length > 0);
const reads = endpointNames.filter((n) => table[n].reads.length > 0);
/** An input to key a cached read by; the cache never calls it here. */
const anyInput = { query: { page: 1 } } as never;

/** A client holding one settled answer of every read of the table. */
function clientWithEveryRead() {
  const client = new QueryClient();
  for (const read of reads) client.setQueryData(endpointKey(read, anyInput), { data: read });
  return client;
}

describe('refreshAfterWrite, walking the endpoint table', () => {
  it.each(writes)('%s makes stale exactly the reads that share a tag with it', async (write) => {
    const client = clientWithEveryRead();
    await refreshAfterWrite(client, write, {});
    for (const read of reads) {
      const shares = table[read].reads.some((tag) => table[write].changes.includes(tag));
      expect(client.getQueryState(endpointKey(read, anyInput))?.isInvalidated, `${write} → ${read}`).toBe(shares);
    }
  });

  it('a call that changes nothing refreshes nothing', async () => {
    const client = clientWithEveryRead();
    for (const name of endpointNames.filter((n) => table[n].changes.length === 0)) {
      expect(readsChangedBy(name), name).toEqual([]);
      await refreshAfterWrite(client, name, {});
    }
    expect(client.getQueryCache().findAll({ predicate: (q) => q.state.isInvalidated })).toEqual([]);
  });

  it('saving a voucher refreshes what subscribers, plans, broadcasts and the dashboard show of it', () => {
    expect(readsChangedBy('updateVoucher')).toEqual(
      expect.arrayContaining([
        'getVoucher',
        'listVouchers',
        'subscriberVouchers',
        'subscriberVoucher',
        'subscriberVoucherRedemptions',
        'voucherSubscribers',
        'listPlans',
        'getPlan',
        'listBroadcasts',
        'summaryVoucher',
      ]),
    );
    expect(readsChangedBy('updateVoucher')).not.toContain('balance');
  });

  it('saving a plan refreshes the plan report, the subscribers and the vouchers that list it', () => {
    for (const write of ['createPlan', 'updatePlan', 'deletePlan'] as const)
      expect(readsChangedBy(write), write).toEqual(
        expect.arrayContaining([
          'planReport',
          'listPlans',
          'getPlan',
          'listSubscribers',
          'getSubscriber',
          'subscriberVoucher',
          'listVouchers',
          'getVoucher',
          'summaryVoucher',
        ]),
      );
  });

  it('the store, payouts and notifications refresh their own screens', () => {
    expect(readsChangedBy('updateMyStore')).toEqual(expect.arrayContaining(['myStore', 'me']));
    expect(readsChangedBy('verifyPhone')).toEqual(expect.arrayContaining(['myStore', 'me']));
    // Onboarding stores the e-mail given on the store as well.
    expect(readsChangedBy('providerSubAccount')).toEqual(expect.arrayContaining(['myStore', 'balance']));
    expect(readsChangedBy('withdraw')).toEqual(expect.arrayContaining(['balance', 'payouts']));
    expect(readsChangedBy('markAllNotificationsRead')).toEqual(['listNotifications', 'readNotification']);
    expect(readsChangedBy('requestBroadcast')).toEqual(['listBroadcasts', 'getBroadcast']);
  });

  it('reaches a list read page by page, whose key starts with the endpoint name', async () => {
    const client = new QueryClient();
    const pages = endpointKey('listNotifications', { query: { size: 20 } }, 'pages');
    client.setQueryData(pages, { pages: [], pageParams: [] });
    await refreshAfterWrite(client, 'markAllNotificationsRead', {});
    expect(client.getQueryState(pages)?.isInvalidated).toBe(true);
  });

  it("a delete drops the removed record's own reads and refreshes the rest", async () => {
    const client = new QueryClient();
    const gone = endpointKey('getVoucher', { params: { id: 5 } });
    const goneHolders = endpointKey('voucherSubscribers', { params: { id: 5 }, query: { page: 2, size: 10 } });
    const other = endpointKey('getVoucher', { params: { id: 6 } });
    const list = endpointKey('listVouchers', { query: { page: 1 } });
    for (const key of [gone, goneHolders, other, list]) client.setQueryData(key, { data: 'cached' });

    await refreshAfterWrite(client, 'deleteVoucher', { params: { id: 5 } });

    expect(client.getQueryState(gone)).toBeUndefined();
    expect(client.getQueryState(goneHolders)).toBeUndefined();
    expect(client.getQueryState(other)?.isInvalidated).toBe(true);
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
  });

  it('a deleted record still on screen keeps its data, unasked, until the screen is left', async () => {
    const client = new QueryClient();
    const gone = endpointKey('getVoucher', { params: { id: 5 } });
    const fetches = vi.fn(() => Promise.resolve({ data: 'cached' }));
    client.setQueryData(gone, { data: 'cached' });
    const onScreen = new QueryObserver(client, { queryKey: gone, queryFn: fetches, staleTime: Infinity });
    const leave = onScreen.subscribe(() => {});

    await refreshAfterWrite(client, 'deleteVoucher', { params: { id: 5 } });
    expect(fetches).not.toHaveBeenCalled();
    expect(client.getQueryData(gone)).toEqual({ data: 'cached' });

    leave();
    expect(client.getQueryState(gone)).toBeUndefined();
  });
});

describe('useEndpointMutation', () => {
  const wrapper = (client: QueryClient) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    };
  const voucherOfSubscriber = { params: { id: 3, voucher_id: 5 } };
  const subscriberVoucher = (name: string) =>
    ({
      data: {
        id: 5,
        name,
        voucher_type: { code: 'GDS', label: 'Goodies' },
        status: 'published',
        additional_voucher: false,
        max_use_qty: 4,
        used_qty: 1,
        last_used_at: null,
      },
    }) as never;

  it("sends the mapped input, and a subscriber's open voucher shows the saved name before the caller goes on", async () => {
    let name = 'Free coffee';
    const api = stubEndpoints()
      .on('subscriberVoucher', () => subscriberVoucher(name))
      .on('updateVoucher', (_url, init) => {
        name = (JSON.parse(String(init?.body)) as { name: string }).name;
        return { data: { id: 5, name } } as never;
      });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const seen: string[] = [];
    const { result } = renderHook(
      () => ({
        open: useQuery(
          endpointQuery('subscriberVoucher', voucherOfSubscriber, { select: (r) => r.data.name, staleTime: Infinity }),
        ),
        save: useEndpointMutation('updateVoucher', {
          input: (body: { name: string }) => ({ params: { id: 5 }, body: body as never }),
          select: (r) => r.data.name,
          onSuccess: () => {
            seen.push(
              client.getQueryData<{ data: { name: string } }>(endpointKey('subscriberVoucher', voucherOfSubscriber))!
                .data.name,
            );
          },
        }),
      }),
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(result.current.open.data).toBe('Free coffee'));

    let saved: string | undefined;
    await act(async () => {
      saved = await result.current.save.mutateAsync({ name: 'Two coffees' });
    });

    expect(saved).toBe('Two coffees');
    expect(api.calls('updateVoucher')[0]!.url.pathname).toBe('/api/store/vouchers/5');
    // The refresh ran before the caller's onSuccess: it already saw the new name.
    expect(seen).toEqual(['Two coffees']);
    // The screen shows it on its next render, which a busy machine may hold back a moment.
    await waitFor(() => expect(result.current.open.data).toBe('Two coffees'));
    expect(api.calls('subscriberVoucher')).toHaveLength(2);
  });

  it('refreshes after a refusal only when asked to', async () => {
    const api = stubEndpoints()
      .on('balance', {
        data: { available: 0, pending_payout: 0, paid_out: 0, currency: 'EUR', is_activated: true },
      } as never)
      .on('withdraw', {
        status: 409,
        body: { status: 409, user_message: 'There is no balance to withdraw', errors: {} },
      });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(
      () => ({
        balance: useQuery(endpointQuery('balance', undefined, { staleTime: Infinity })),
        plain: useEndpointMutation('withdraw'),
        eager: useEndpointMutation('withdraw', { refreshAfterError: true }),
      }),
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(result.current.balance.isSuccess).toBe(true));

    await act(() => expect(result.current.plain.mutateAsync({})).rejects.toThrow('There is no balance to withdraw'));
    expect(api.calls('balance')).toHaveLength(1);

    await act(() => expect(result.current.eager.mutateAsync({})).rejects.toThrow('There is no balance to withdraw'));
    expect(api.calls('balance')).toHaveLength(2);
  });
});
