import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type Params } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { endpointQuery } from '@/lib/endpoint-query';
import { createQueryClient } from '@/lib/query-client';
import { useReads } from '@/lib/reads';
import { parseRouteId } from '@/lib/route-id';
import { json, renderScreen, stubEndpoints, stubFetch } from '@/testing';
import { DetailGate } from './detail-gate';

afterEach(() => vi.unstubAllGlobals());

/** A plan page's reads, as a feature names them: not asked for when the address names no record. */
const planReads = (params: Params) => {
  const id = parseRouteId(params.id);
  return {
    plan: {
      ...endpointQuery('getPlan', { params: { id: id ?? 0 } }, { select: (r) => r.data, meta: { silent: true } }),
      enabled: id !== null,
    },
  };
};

function PlanPage({ fresh }: { fresh?: boolean }) {
  const { t } = useTranslation(['plans']);
  return (
    <DetailGate
      read={useReads(planReads).plan}
      fresh={fresh}
      texts={t('plans:detail', { returnObjects: true })}
      backTo="/subscription-plans"
    >
      {(plan) => <h1>{plan.name}</h1>}
    </DetailGate>
  );
}

const plan = (id: number, name = `Plan ${id}`) => ({ data: { id, name } }) as never;

describe('DetailGate', () => {
  it('loads the record the route names and renders it', async () => {
    const api = stubEndpoints().on('getPlan', (url) => plan(Number(url.pathname.split('/').pop())));
    await renderScreen(<PlanPage />, { path: '/plans/:id', url: '/plans/7' });
    expect(await screen.findByRole('heading', { name: 'Plan 7' })).toBeInTheDocument();
    expect(api.calls('getPlan').map((c) => c.url.pathname)).toEqual(['/api/store/subscriptions/7']);
  });

  it('shows the not-found state, without asking, for an id the URL cannot hold', async () => {
    const api = stubEndpoints().on('getPlan', plan(1));
    await renderScreen(<PlanPage />, { path: '/plans/:id', url: '/plans/07' });
    expect(screen.getByTestId('not-found-state')).toHaveTextContent('This plan does not exist');
    expect(screen.getByRole('link', { name: 'Back to subscription plans' })).toHaveAttribute(
      'href',
      '/subscription-plans',
    );
    expect(api.mock).not.toHaveBeenCalled();
  });

  it('shows the not-found state with the group’s texts when the API has no such record', async () => {
    stubEndpoints().on('getPlan', { status: 404, body: { status: 404, user_message: 'Not found', errors: {} } });
    await renderScreen(<PlanPage />, { path: '/plans/:id', url: '/plans/9' });
    expect(await screen.findByTestId('not-found-state')).toHaveTextContent(
      'It may have been deleted, or it belongs to another store.',
    );
  });

  /** The plan page over a cache that holds plan 3 fresh, with the server's answer held until `answer()`. */
  async function overCachedPlan(fresh: boolean) {
    await i18n.changeLanguage('en');
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const asked = stubFetch(async () => {
      await answered;
      return json(200, plan(3, 'Plan 3 as stored now'));
    });
    const client = createQueryClient();
    client.setQueryData(planReads({ id: '3' }).plan.queryKey, plan(3, 'Plan 3 as cached'));
    const router = createMemoryRouter([{ path: '/plans/:id', element: <PlanPage fresh={fresh} /> }], {
      initialEntries: ['/plans/3'],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return { asked, answer };
  }

  it('shows a record the cache holds fresh at once, without asking', async () => {
    const { asked } = await overCachedPlan(false);
    expect(screen.getByRole('heading', { name: 'Plan 3 as cached' })).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('asked for a fresh record (a form starts from it), asks again and shows nothing of the cached one meanwhile', async () => {
    const { asked, answer } = await overCachedPlan(true);
    expect(screen.queryByRole('heading', { name: 'Plan 3 as cached' })).toBeNull();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    answer();
    expect(await screen.findByRole('heading', { name: 'Plan 3 as stored now' })).toBeInTheDocument();
  });

  it('says what failed, with Retry, which asks again', async () => {
    let fail = true;
    stubEndpoints().on('getPlan', () =>
      fail ? { status: 500, body: { status: 500, user_message: 'Something broke', errors: {} } } : plan(4),
    );
    await renderScreen(<PlanPage />, { path: '/plans/:id', url: '/plans/4' });
    expect(await screen.findByText('The plan could not be loaded.')).toBeInTheDocument();
    expect(screen.getByTestId('query-error-message')).toHaveTextContent('Something broke');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Plan 4' })).toBeInTheDocument();
  });
});
