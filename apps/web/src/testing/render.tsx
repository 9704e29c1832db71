import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';

/** Shows where the app went, for assertions on navigation. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function inEnglish() {
  await i18n.changeLanguage('en');
  localStorage.setItem('locale', 'en');
}

/**
 * Renders a screen in a data router (useBlocker needs one) with the app's query client, in English.
 * Any other path renders `where`, so a test can read where the screen navigated.
 */
export async function renderScreen(
  element: ReactElement,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
  await inEnglish();
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
    client,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

/** Renders a component (no router) with the app's query client, in English. */
export async function renderWithClient(ui: ReactNode) {
  await inEnglish();
  const client = createQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
