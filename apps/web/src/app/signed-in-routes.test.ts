import { routes } from '@mbo/contracts/routes';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session';
import { sharedQueryClient } from '@/lib/shared-query-client';
import { json, signIn, stubFetch } from '@/testing';
import { layoutReads } from './signed-in-routes';

const at = (url: string) => ({ params: {}, request: new Request(`http://localhost${url}`) });
const asked = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([input]) => new URL(String(input)).pathname).sort();

beforeEach(signIn);
afterEach(() => {
  clearSession();
  sharedQueryClient().clear();
  vi.unstubAllGlobals();
});

describe('the signed-in layouts’ own reads', () => {
  it('the main layout asks for the store and the bell’s count, and its first render waits for them', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const mock = stubFetch(async (input) =>
      answered.then(() =>
        new URL(String(input)).pathname === routes.myStore.path
          ? json(200, { data: { name: 'Bäckerei Sonnenschein' } })
          : json(200, { data: [], unread_count: 3, paginate: { total_entries: 0, total_pages: 0, page: 1, size: 1 } }),
      ),
    );
    let done = false;
    void layoutReads('main', at('/vouchers'))?.then(() => (done = true));
    await waitFor(() => expect(asked(mock)).toEqual([routes.listNotifications.path, routes.myStore.path].sort()));
    expect(done).toBe(false);
    answer();
    await waitFor(() => expect(done).toBe(true));
  });

  it('the plain layout asks for the store (the document title) and does not wait for it', async () => {
    const mock = stubFetch(() => new Promise<Response>(() => undefined));
    expect(layoutReads('plain', at('/vouchers/create'))).toBeNull();
    await waitFor(() => expect(asked(mock)).toEqual([routes.myStore.path]));
  });

  it('asks for nothing the layout already holds: a navigation inside it sends no read', async () => {
    const mock = stubFetch(() => json(200, { data: { name: 'Bäckerei Sonnenschein' } }));
    await layoutReads('main', at('/vouchers'));
    const first = mock.mock.calls.length;
    // Old by now: the header and the bell, mounted, refresh their own.
    const client = sharedQueryClient();
    for (const query of client.getQueryCache().getAll())
      client.setQueryData(query.queryKey, query.state.data, { updatedAt: 0 });
    await expect(layoutReads('main', at('/notifications'))).resolves.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mock).toHaveBeenCalledTimes(first);
  });
});
