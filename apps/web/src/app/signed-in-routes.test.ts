import { routes } from '@mbo/contracts/routes';
import { waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { queryClient } from '@/lib/query-client';
import { loginPathFor } from '@/lib/return-path';
import { clearSession } from '@/lib/session';
import { json, signIn, stubFetch } from '@/testing';
import { mainLayoutLoader, plainLayoutLoader } from './signed-in-routes';

/** What the router hands a loader for `url`. */
const at = (url: string): LoaderFunctionArgs => ({
  params: {},
  request: new Request(`http://localhost${url}`),
  url: new URL(`http://localhost${url}`),
  pattern: '',
  context: undefined,
});
const asked = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([input]) => new URL(String(input)).pathname).sort();
const unanswered = () => new Promise<Response>(() => undefined);

beforeEach(signIn);
afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the signed-in layouts’ loaders', () => {
  it.each([
    ['main', mainLayoutLoader],
    ['plain', plainLayoutLoader],
  ])('the %s layout sends a merchant without a session to the sign-in, asking for nothing', async (_name, loader) => {
    clearSession();
    const mock = stubFetch(unanswered);
    let thrown: unknown;
    try {
      await loader(at('/vouchers?q=tea'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(loginPathFor(new URL('http://localhost/vouchers?q=tea')));
    expect(mock).not.toHaveBeenCalled();
  });

  it('the main layout asks for the store and the bell’s count, loads its texts, and does not wait for the answers', async () => {
    const mock = stubFetch(unanswered);
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces');
    await expect(mainLayoutLoader(at('/vouchers'))).resolves.toBeNull();
    expect(loadNamespaces).toHaveBeenCalledWith(['shell']);
    await waitFor(() => expect(asked(mock)).toEqual([routes.listNotifications.path, routes.myStore.path].sort()));
  });

  it('the plain layout asks for the store only (the document title), and does not wait for it', async () => {
    const mock = stubFetch(unanswered);
    await expect(plainLayoutLoader(at('/vouchers/create'))).resolves.toBeNull();
    await waitFor(() => expect(asked(mock)).toEqual([routes.myStore.path]));
  });

  it('asks for nothing the layout holds fresh: a navigation inside it sends no read', async () => {
    const mock = stubFetch((url) =>
      url.pathname === routes.myStore.path
        ? json(200, { data: { name: 'Bäckerei Sonnenschein' } })
        : json(200, { data: [], unread_count: 3, paginate: { total_entries: 0, total_pages: 0, page: 1, size: 1 } }),
    );
    await mainLayoutLoader(at('/vouchers'));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(mock).toHaveBeenCalledTimes(2);
    await mainLayoutLoader(at('/notifications'));
    await plainLayoutLoader(at('/vouchers/create'));
    expect(queryClient.isFetching()).toBe(0);
    expect(mock).toHaveBeenCalledTimes(2);
  });
});
