import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { expect, onTestFinished, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { clearSession, saveSession } from '@/lib/session';
import { stubFetch } from './stub-endpoint';

/** A session an hour from its end, as the sign-in stores it. */
export const signIn = () =>
  saveSession({
    access_token: 'token',
    token_type: 'Bearer',
    expires_in: 3600,
    expired_at: Math.floor(Date.now() / 1000) + 3600,
  });

/**
 * The API paths a route asks for when the router matches `url`, with its page's code never
 * arriving (its `lazy` never resolves) and no call answered: whatever is asked comes from the
 * route's loader (lib/reads.ts), before the page could render. Signed in; waits until `expected`
 * calls were sent, and returns their paths, sorted. The reads stay in the app's `queryClient`
 * until the test ends, for a test to look up the keys they went under.
 */
export async function readsOnArrival(route: RouteObject, url: string, expected: number): Promise<string[]> {
  signIn();
  onTestFinished(() => {
    clearSession();
    queryClient.clear();
    vi.unstubAllGlobals();
  });
  const asked = stubFetch(() => new Promise<Response>(() => undefined));
  const never = () => new Promise<never>(() => undefined);
  const router = createMemoryRouter(
    [
      { ...route, lazy: route.lazy && never },
      { path: '*', element: null },
    ],
    { initialEntries: ['/start'] },
  );
  render(<RouterProvider router={router} />);
  void router.navigate(url);
  await waitFor(() => expect(asked).toHaveBeenCalledTimes(expected));
  return asked.mock.calls.map(([input]) => new URL(String(input)).pathname).sort();
}
