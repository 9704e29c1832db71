import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '../../app/providers';
import i18n from '../../i18n';

/** Shows where the app went, for assertions on navigation. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** Renders a screen in a data router (useBlocker needs one) with a fresh query client, in English. */
export async function renderScreen(
  element: ReactElement,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
  await i18n.changeLanguage('en');
  localStorage.setItem('locale', 'en');
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  const client = createQueryClient();
  return {
    router,
    ...render(<QueryClientProvider client={client}>{<RouterProvider router={router} />}</QueryClientProvider>),
  };
}

/** A JSON answer for a stubbed fetch. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch with a handler per path; returns the mock to inspect calls. */
export function stubFetch(handler: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => handler(new URL(String(input)), init));
  vi.stubGlobal('fetch', mock);
  return mock;
}
