import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubEndpoint } from '@/testing';
import { endpointKey, endpointQuery } from './endpoint-query';

afterEach(() => vi.unstubAllGlobals());

describe('endpointQuery', () => {
  it('keys a read by endpoint name and input, and calls with that same input', async () => {
    const stub = stubEndpoint('listVouchers', {
      data: [],
      paginate: { current_page: 2, next_page: null, per_page: 10, prev_page: 1, total_entries: 10, total_pages: 2 },
    });
    const input = { query: { page: 2, size: 10, q: 'tea' } };
    const options = endpointQuery('listVouchers', input);
    expect(options.queryKey).toEqual(['listVouchers', input]);

    const client = new QueryClient();
    const result = await client.fetchQuery(options);
    expect(result.paginate.current_page).toBe(2);
    const [call] = stub.calls('listVouchers');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ page: '2', size: '10', q: 'tea' });
  });

  it('caches the whole answer and projects with select', async () => {
    stubEndpoint('listNotifications', {
      data: { latest: [], unread_count: 4 },
      paginate: { current_page: 1, next_page: null, per_page: 1, prev_page: null, total_entries: 0, total_pages: 0 },
    });
    const client = new QueryClient();
    const input = { query: { page: 1, size: 1 } };
    const options = endpointQuery('listNotifications', input, { select: (r) => r.data.unread_count });
    await client.fetchQuery(options);
    // The cache holds the endpoint's output, never a projection under the same key.
    expect(client.getQueryData(endpointKey('listNotifications', input))).toMatchObject({ data: { unread_count: 4 } });
  });

  it('matches every input of an endpoint by its name alone', () => {
    expect(endpointKey('listVouchers')).toEqual(['listVouchers']);
  });
});
