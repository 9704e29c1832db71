import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '@/lib/endpoint-query';
import { renderScreen, stubEndpoints } from '@/testing';
import { DetailGate } from './detail-gate';

afterEach(() => vi.unstubAllGlobals());

const planQuery = (id: number) =>
  endpointQuery('getPlan', { params: { id } }, { select: (r) => r.data, meta: { silent: true } });

function PlanPage({ id }: { id?: number | null }) {
  return (
    <DetailGate query={planQuery} id={id} texts="plans:detail" backTo="/subscription-plans">
      {(plan) => <h1>{plan.name}</h1>}
    </DetailGate>
  );
}

const plan = (id: number) => ({ data: { id, name: `Plan ${id}` } }) as never;

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

  it('takes a given id over the route’s, and null as no record', async () => {
    stubEndpoints().on('getPlan', plan(3));
    const { unmount } = await renderScreen(<PlanPage id={3} />, { path: '/plans/:id', url: '/plans/5' });
    expect(await screen.findByRole('heading', { name: 'Plan 3' })).toBeInTheDocument();
    unmount();
    await renderScreen(<PlanPage id={null} />, { path: '/plans/:id', url: '/plans/5' });
    expect(screen.getByTestId('not-found-state')).toBeInTheDocument();
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
