import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { ApiRequestError } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';
import { json, stubFetch } from '@/testing';
import { allQueries, QueryState, type QueryLike } from './query-state';

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

type List = { items: string[] };
const settled = (data: List | undefined, more: Partial<QueryLike<List>> = {}): QueryLike<List> => ({
  data,
  error: null,
  refetch: vi.fn(),
  ...more,
});

/** A list with every state filled in, as a screen would use it. */
function Items({ query, ...more }: { query: QueryLike<List> } & Partial<Parameters<typeof QueryState<List>>[0]>) {
  return (
    <MemoryRouter>
      <QueryState
        query={query}
        skeleton={<p>shaped like the list</p>}
        isEmpty={(d) => d.items.length === 0}
        empty={<p>No items yet</p>}
        failedText="The items could not be loaded."
        {...more}
      >
        {(d, { stale }) => (
          <ul data-testid="items" data-stale={stale}>
            {d.items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </MemoryRouter>
  );
}

describe('QueryState', () => {
  it('while loading shows the skeleton passed in, busy and named for screen readers, never the empty state', () => {
    render(<Items query={settled(undefined)} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading…');
    expect(within(status).getByText('shaped like the list')).toBeInTheDocument();
    expect(screen.queryByText('No items yet')).toBeNull();
    expect(screen.queryByTestId('items')).toBeNull();
  });

  it('renders the data once it is there', () => {
    render(<Items query={settled({ items: ['Free coffee', 'Croissant'] })} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Free coffee', 'Croissant']);
    expect(screen.getByTestId('items')).toHaveAttribute('data-stale', 'false');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the previous page on screen, marked stale, while the next loads', () => {
    render(<Items query={settled({ items: ['Free coffee'] }, { isPlaceholderData: true })} />);
    expect(screen.getByTestId('items')).toHaveAttribute('data-stale', 'true');
    expect(screen.getByText('Free coffee')).toBeInTheDocument();
  });

  it('shows the empty state only when the answer really is empty', () => {
    const { rerender } = render(<Items query={settled({ items: [] })} />);
    expect(screen.getByText('No items yet')).toBeInTheDocument();
    // An empty previous page while the next loads (a new search) says nothing yet: still loading.
    rerender(<Items query={settled({ items: [] }, { isPlaceholderData: true })} />);
    expect(screen.queryByText('No items yet')).toBeNull();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it("an API error shows what failed, the envelope's user_message, and Retry refetches", async () => {
    const query = settled(undefined, { error: new ApiRequestError(500, 'The server is resting', {}) });
    render(<Items query={query} />);
    const error = screen.getByTestId('query-error');
    expect(error).toHaveTextContent('The items could not be loaded.');
    expect(screen.getByTestId('query-error-message')).toHaveTextContent('The server is resting');
    expect(screen.queryByText('No items yet')).toBeNull();
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('no answer at all shows the connection message, in German too', async () => {
    const query = settled(undefined, { error: new TypeError('Failed to fetch') });
    const { rerender } = render(<Items query={query} />);
    expect(screen.getByTestId('query-error-message')).toHaveTextContent('Connection error');
    await i18n.changeLanguage('de');
    rerender(<Items query={query} failedText={undefined} />);
    expect(screen.getByTestId('query-error')).toHaveTextContent('Das konnte nicht geladen werden.');
    expect(screen.getByTestId('query-error-message')).toHaveTextContent('Verbindungsfehler');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it("a 404 shows the record's not-found state with the way back", () => {
    const notFound = { text: 'This plan does not exist', backTo: '/subscription-plans', backLabel: 'Back to plans' };
    render(
      <Items query={settled(undefined, { error: new ApiRequestError(404, 'Not found', {}) })} notFound={notFound} />,
    );
    const state = screen.getByTestId('not-found-state');
    expect(state).toHaveTextContent('This plan does not exist');
    expect(within(state).getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/subscription-plans');
    expect(screen.queryByTestId('query-error')).toBeNull();
  });

  it('a 404 without texts of its own shows "Page not found" with the way home', () => {
    render(<Items query={settled(undefined, { error: new ApiRequestError(404, 'Not found', {}) })} />);
    expect(screen.getByTestId('not-found-state')).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });

  it('a 422 is not found only for a read of one record by its id', () => {
    const refused = settled(undefined, { error: new ApiRequestError(422, 'Id must be a whole number', {}) });
    const { rerender } = render(<Items query={refused} />);
    expect(screen.getByTestId('query-error-message')).toHaveTextContent('Id must be a whole number');
    rerender(<Items query={refused} notFound={{ text: 'No such plan', backTo: '/', backLabel: 'Back' }} />);
    expect(screen.getByTestId('not-found-state')).toHaveTextContent('No such plan');
  });

  it('an id the route cannot hold is not found without waiting for anything', () => {
    render(
      <Items query={settled(undefined)} invalid notFound={{ text: 'No such plan', backTo: '/', backLabel: 'Back' }} />,
    );
    expect(screen.getByTestId('not-found-state')).toHaveTextContent('No such plan');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('with a real query: loads, fails, and Retry loads it again from the API', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? json(503, { status: 503, user_message: 'Try again in a minute', errors: {} })
        : json(200, { data: { phone: '+49.15112345678' } }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function Me() {
      const query = useQuery(endpointQuery('me', undefined, { placeholderData: keepPreviousData }));
      return (
        <QueryState query={query} skeleton={<p>…</p>}>
          {(r) => <p>{r.data.phone}</p>}
        </QueryState>
      );
    }
    const wrap = (ui: ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
    render(wrap(<Me />));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Try again in a minute')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('+49.15112345678')).toBeInTheDocument();
  });
});

describe('allQueries', () => {
  const q = <T,>(data: T | undefined, error: unknown = null) => ({ data, error, refetch: vi.fn() });

  it('has data once every load has answered', () => {
    expect(allQueries({ a: q(1), b: q(undefined) }).data).toBeUndefined();
    expect(allQueries({ a: q(1), b: q(['x']) }).data).toEqual({ a: 1, b: ['x'] });
  });

  it('fails with the first error, and Retry asks again only for what is missing', () => {
    const failed = q(undefined, new ApiRequestError(500, 'Down', {}));
    const loaded = q([1]);
    const both = allQueries({ loaded, failed });
    expect(both.error).toBe(failed.error);
    both.refetch();
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(loaded.refetch).not.toHaveBeenCalled();
  });
});

describe('an answer arriving', () => {
  const mount = () => {
    const container = document.createElement('div');
    return { container, root: createRoot(container) };
  };

  it('keeps the skeleton for the urgent update that brings the data, and shows the content as a deferred one', () => {
    const { container, root } = mount();
    act(() => root.render(<Items query={settled(undefined)} />));
    expect(container.textContent).toContain('shaped like the list');
    act(() => {
      // The query library delivers an answer as an urgent (synchronous) update: its commit keeps
      // the skeleton, and React renders the content after it, at a lower priority, in slices.
      flushSync(() => root.render(<Items query={settled({ items: ['a', 'b'] })} />));
      expect(container.textContent).toContain('shaped like the list');
      expect(container.querySelector('[data-testid="items"]')).toBeNull();
    });
    expect(container.querySelector('[data-testid="items"]')?.textContent).toBe('ab');
    expect(container.textContent).not.toContain('shaped like the list');
    act(() => root.unmount());
  });

  it('shows content already cached as the screen mounts, without a skeleton first', () => {
    const { container, root } = mount();
    act(() => {
      flushSync(() => root.render(<Items query={settled({ items: ['a'] })} />));
      expect(container.querySelector('[data-testid="items"]')?.textContent).toBe('a');
      expect(container.textContent).not.toContain('shaped like the list');
    });
    act(() => root.unmount());
  });

  it('with a real query, renders the answer as a deferred update after the one that stores it', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    /** Whether the skeleton rendered once more with the store's answer already in the cache. */
    let skeletonWithData = false;
    function Skeleton() {
      if (client.getQueryData(endpointQuery('me').queryKey) !== undefined) skeletonWithData = true;
      return <p>…</p>;
    }
    function Me() {
      const query = useQuery(endpointQuery('me'));
      return (
        <QueryState query={query} skeleton={<Skeleton />}>
          {(r) => <p>{r.data.phone}</p>}
        </QueryState>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Me />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    answer(await json(200, { data: { phone: '+49.15112345678' } }));
    expect(await screen.findByText('+49.15112345678')).toBeInTheDocument();
    expect(skeletonWithData).toBe(true);
  });
});
